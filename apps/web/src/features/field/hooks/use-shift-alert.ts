import { selectShiftAlerts, SHIFT_ALERT_POLL_MS } from '@secops/domain/shift-alert';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMyShifts } from '../api/get-my-shifts.ts';
import { announceShift, SHIFT_ALERT_TARGET } from '../utils/announce-shift.tsx';
import { askNotificationPermissionOnTap } from '../utils/shift-notification.ts';

/**
 * Reads the agent's shifts every 30 s and announces each shift starting within 5 minutes once (selectShiftAlerts
 * keeps the announced ones until they are no longer upcoming). Nothing is asked for a user without an agent record.
 */
export function useShiftAlert(agentId: string | null): void {
  const navigate = useNavigate();
  const shifts = useMyShifts(agentId, SHIFT_ALERT_POLL_MS);
  const notified = useRef<ReadonlySet<string>>(new Set());

  useEffect(() => (agentId ? askNotificationPermissionOnTap() : undefined), [agentId]);

  // Each reading counts, even when the list is unchanged: time has passed since the previous one.
  const { data, dataUpdatedAt } = shifts;
  useEffect(() => {
    if (!data) return;
    const selection = selectShiftAlerts(data, notified.current, new Date(dataUpdatedAt));
    notified.current = selection.notified;
    for (const shift of selection.alerts) announceShift(shift, () => void navigate(SHIFT_ALERT_TARGET));
  }, [data, dataUpdatedAt, navigate]);
}
