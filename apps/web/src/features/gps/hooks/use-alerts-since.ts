import { useMemo, useState } from 'react';
import type { MapAlert } from '../utils/map-alerts.ts';

/**
 * Keeps each alert's earliest start while it lasts: an agent outside the perimeter sends new positions, yet the
 * alert began with the first position the map saw outside. An alert that ends is forgotten.
 */
export function useAlertsSince(alerts: readonly MapAlert[]): MapAlert[] {
  const [starts] = useState(() => new Map<string, string>());
  return useMemo(() => {
    const current = new Set(alerts.map((alert) => alert.key));
    for (const key of starts.keys()) if (!current.has(key)) starts.delete(key);
    return alerts.map((alert) => {
      const known = starts.get(alert.key);
      if (known && Date.parse(known) <= Date.parse(alert.since)) return { ...alert, since: known };
      starts.set(alert.key, alert.since);
      return alert;
    });
  }, [alerts, starts]);
}
