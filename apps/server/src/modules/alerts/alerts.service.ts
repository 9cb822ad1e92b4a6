import { ALERT_CAUSE, ALERT_END, type Alert, type AlertListQuery } from '@secops/domain/alerts';
import * as MSG from '@secops/domain/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { recordAutoEntry } from '../logbook/auto-entry.ts';
import { alertSettings } from './alert-settings.service.ts';
import { presentAlert } from './alerts.presenter.ts';
import {
  activeAlertsOf,
  endAlerts,
  findAlertView,
  listAlerts,
  lockAlert,
  raiseAlerts,
  updateAlert,
  type AlertRow,
} from './alerts.repository.ts';

export const searchAlerts = async (db: Db, query: AlertListQuery, now = new Date()): Promise<Alert[]> =>
  (await listAlerts(db, query, now)).map(presentAlert);

export async function getAlert(db: DbOrTx, id: string): Promise<Alert> {
  const view = await findAlertView(db, id);
  if (!view) throw notFound(MSG.alertNotFound);
  return presentAlert(view);
}

/** Locks an alert staff act on by hand: not an SOS's (it follows its SOS), not resolved already. */
async function lockForHand(tx: DbOrTx, id: string): Promise<AlertRow> {
  const alert = await lockAlert(tx, id);
  if (!alert) throw notFound(MSG.alertNotFound);
  if (alert.type === 'SOS') throw conflict(MSG.alertFollowsSos, 'ALERT_FOLLOWS_SOS');
  if (alert.status === 'RESOLVED') throw conflict(MSG.alertAlreadyResolved, 'ALERT_RESOLVED');
  return alert;
}

/** A staff member takes the alert (again by the same or another: the latest one is named). */
export async function acknowledgeAlert(
  db: Db,
  actor: AuthUser,
  id: string,
  now = new Date(),
): Promise<Alert> {
  await db.transaction(async (tx) => {
    await lockForHand(tx, id);
    await updateAlert(tx, id, { status: 'ACKNOWLEDGED', acknowledgedBy: actor.id, acknowledgedAt: now });
  });
  return getAlert(db, id);
}

/** A staff member resolves the alert with a note, written to the mission's main courante. */
export async function resolveAlert(
  db: Db,
  actor: AuthUser,
  id: string,
  note: string,
  now = new Date(),
): Promise<Alert> {
  await db.transaction(async (tx) => {
    const alert = await lockForHand(tx, id);
    await updateAlert(tx, id, {
      status: 'RESOLVED',
      resolvedAt: now,
      resolvedBy: actor.id,
      resolution: note,
    });
    if (alert.missionId)
      await recordAutoEntry(
        tx,
        {
          missionId: alert.missionId,
          type: 'ALERT_RESOLVED',
          text: `${alert.cause} — ${note}`,
          occurredAt: now,
          authorUserId: actor.id,
          subjectId: alert.id,
        },
        now,
      );
  });
  return getAlert(db, id);
}

/** A reported incident of the configured severity or more raises INCIDENT_HIGH, in the report's transaction. */
export async function raiseIncidentAlert(
  tx: DbOrTx,
  incident: { id: string; missionId: string; severity: number; title: string; agentId: string | null },
  now = new Date(),
): Promise<void> {
  const settings = await alertSettings(tx);
  if (incident.severity < settings.incidentSeverity) return;
  await raiseAlerts(
    tx,
    [
      {
        type: 'INCIDENT_HIGH',
        dedupeKey: `INCIDENT_HIGH:${incident.id}`,
        agentId: incident.agentId,
        missionId: incident.missionId,
        incidentId: incident.id,
        raisedAt: now,
        cause: ALERT_CAUSE.incidentHigh(incident.severity, incident.title),
      },
    ],
    now,
  );
}

/** An incident resolved or closed ends its alert. */
export async function endIncidentAlert(tx: DbOrTx, incidentId: string, now = new Date()): Promise<void> {
  const active = await activeAlertsOf(tx, 'incidentId', incidentId);
  await endAlerts(
    tx,
    active.map((alert) => ({ id: alert.id, resolution: ALERT_END.incidentResolved() })),
    now,
  );
}

/** A new SOS raises its alert, in the SOS's transaction (its push is the SOS's own). */
export async function raiseSosAlert(
  tx: DbOrTx,
  sos: { id: string; agentId: string; missionId: string | null },
  now = new Date(),
): Promise<void> {
  await raiseAlerts(
    tx,
    [
      {
        type: 'SOS',
        dedupeKey: `SOS:${sos.id}`,
        agentId: sos.agentId,
        missionId: sos.missionId,
        sosId: sos.id,
        raisedAt: now,
        cause: ALERT_CAUSE.sos(),
        pushedAt: now,
      },
    ],
    now,
  );
}

/** The SOS's alert follows it: taken when it is taken, resolved when it is closed. */
export async function followSos(
  tx: DbOrTx,
  sosId: string,
  change: { acknowledgedBy: string } | { closedBy: string; note: string | null },
  now = new Date(),
): Promise<void> {
  for (const alert of await activeAlertsOf(tx, 'sosId', sosId)) {
    if ('acknowledgedBy' in change)
      await updateAlert(tx, alert.id, {
        status: 'ACKNOWLEDGED',
        acknowledgedBy: change.acknowledgedBy,
        acknowledgedAt: now,
      });
    else
      await updateAlert(tx, alert.id, {
        status: 'RESOLVED',
        resolvedAt: now,
        resolvedBy: change.closedBy,
        resolution: change.note || ALERT_END.sosClosed(),
      });
  }
}
