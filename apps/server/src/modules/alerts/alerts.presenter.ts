import type { Alert, AlertStatus, AlertType } from '@secops/domain/alerts';
import type { AlertView } from './alerts.repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentAlert(row: AlertView): Alert {
  return {
    id: row.id,
    type: row.type as AlertType,
    status: row.status as AlertStatus,
    agent: row.agentId ? { id: row.agentId, name: row.agentName ?? '' } : null,
    mission: row.missionId ? { id: row.missionId, title: row.missionTitle ?? '' } : null,
    shiftId: row.shiftId,
    raisedAt: row.raisedAt.toISOString(),
    cause: row.cause,
    acknowledgedBy: row.acknowledgedBy
      ? { id: row.acknowledgedBy, name: row.acknowledgedByName ?? '' }
      : null,
    acknowledgedAt: iso(row.acknowledgedAt),
    resolvedAt: iso(row.resolvedAt),
    resolution: row.resolution,
    sosId: row.sosId,
    incidentId: row.incidentId,
  };
}
