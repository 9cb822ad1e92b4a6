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

type Clocking = {
  attendanceId: string;
  agentId: string;
  missionId: string;
  shift: { id: string; startAt: Date; endAt: Date } | null;
};

/**
 * The alerts a clock-in, a clock-out or a resume settles at once, in its transaction (the 30-s pass would find the
 * same within 30 s): a clock-in ends the shift's NO_SHOW and raises LATE_CLOCK_IN when late; a clock-out raises
 * EARLY_END when early; a resume ends it.
 */
export async function alertsOnClocking(
  tx: DbOrTx,
  event: 'in' | 'out' | 'resume',
  c: Clocking,
  now = new Date(),
): Promise<void> {
  if (event === 'resume') {
    const early = await activeAlertsOf(tx, 'attendanceId', c.attendanceId, 'EARLY_END');
    await endAlerts(
      tx,
      early.map((alert) => ({ id: alert.id, resolution: ALERT_END.resumed(now) })),
      now,
    );
    return;
  }
  if (!c.shift) return;
  const settings = await alertSettings(tx);
  const common = {
    agentId: c.agentId,
    missionId: c.missionId,
    shiftId: c.shift.id,
    attendanceId: c.attendanceId,
    raisedAt: now,
  };
  if (event === 'in') {
    const missing = await activeAlertsOf(tx, 'shiftId', c.shift.id, 'NO_SHOW');
    await endAlerts(
      tx,
      missing.map((alert) => ({ id: alert.id, resolution: ALERT_END.clockedIn(now) })),
      now,
    );
    if (now.getTime() > c.shift.startAt.getTime() + settings.lateClockInMinutes * 60_000)
      await raiseAlerts(
        tx,
        [
          {
            ...common,
            type: 'LATE_CLOCK_IN',
            dedupeKey: `LATE_CLOCK_IN:${c.attendanceId}`,
            cause: ALERT_CAUSE.lateClockIn(now, c.shift.startAt),
          },
        ],
        now,
      );
    return;
  }
  if (now.getTime() < c.shift.endAt.getTime() - settings.earlyEndMinutes * 60_000)
    await raiseAlerts(
      tx,
      [
        {
          ...common,
          type: 'EARLY_END',
          dedupeKey: `EARLY_END:${c.attendanceId}`,
          cause: ALERT_CAUSE.earlyEnd(now, c.shift.endAt),
        },
      ],
      now,
    );
}
