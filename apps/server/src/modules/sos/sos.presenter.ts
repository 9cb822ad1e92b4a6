import type { Sos } from '@secops/domain/sos';
import type { findSosView } from './sos.repository.ts';

type SosRow = NonNullable<Awaited<ReturnType<typeof findSosView>>>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const person = (id: string | null, name: string | null) =>
  id ? { id, name: name ?? 'Compte supprimé' } : null;

export function presentSos(row: SosRow): Sos {
  const alert = row;
  return {
    id: alert.id,
    status: alert.status,
    lat: alert.lat,
    lng: alert.lng,
    accuracy: alert.accuracy,
    createdAt: alert.createdAt.toISOString(),
    agent: { ...row.agent, falseAlarms: Number(row.falseAlarms) },
    mission: row.mission,
    acknowledgedAt: iso(alert.acknowledgedAt),
    acknowledgedBy: person(alert.acknowledgedBy, row.acknowledgedByName),
    closedAt: iso(alert.closedAt),
    closedBy: person(alert.closedBy, row.closedByName),
    note: alert.note,
    falseAlarm: alert.falseAlarm,
  };
}
