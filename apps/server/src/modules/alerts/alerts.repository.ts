import { and, desc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AlertListQuery, AlertType } from '@secops/domain/alerts';
import type { LogbookAutoType } from '@secops/domain/logbook';
import type { DbOrTx } from '../../db/client.ts';
import { agents, dispatchAlerts, missions } from '../../db/schema/index.ts';
import { recordAutoEntries, type AutoEntry } from '../logbook/auto-entry.ts';

export type AlertRow = typeof dispatchAlerts.$inferSelect;
export type NewAlert = typeof dispatchAlerts.$inferInsert & { type: AlertType };
export type AlertView = AlertRow & {
  agentName: string | null;
  missionTitle: string | null;
  acknowledgedByName: string | null;
};

const userName = (id: SQL | typeof dispatchAlerts.acknowledgedBy) =>
  sql<
    string | null
  >`(select coalesce(nullif(trim(concat_ws(' ', a.first_name, a.last_name)), ''), nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) from users u left join agents a on a.user_id = u.id where u.id = ${id})`;

const viewColumns = {
  alert: dispatchAlerts,
  agentName: sql<string | null>`nullif(trim(concat_ws(' ', ${agents.firstName}, ${agents.lastName})), '')`,
  missionTitle: missions.title,
  acknowledgedByName: userName(dispatchAlerts.acknowledgedBy),
};

const DAY_MS = 24 * 60 * 60 * 1000;
const STATUS_ORDER = sql`case ${dispatchAlerts.status} when 'OPEN' then 0 when 'ACKNOWLEDGED' then 1 else 2 end`;

function viewsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(dispatchAlerts)
    .leftJoin(agents, eq(agents.id, dispatchAlerts.agentId))
    .leftJoin(missions, eq(missions.id, dispatchAlerts.missionId))
    .where(where);
}
const toView = (row: {
  alert: AlertRow;
  agentName: string | null;
  missionTitle: string | null;
  acknowledgedByName: string | null;
}): AlertView => ({
  ...row.alert,
  agentName: row.agentName,
  missionTitle: row.missionTitle,
  acknowledgedByName: row.acknowledgedByName,
});

/** Open, then taken, then resolved (only the last day's unless asked by status), newest first in each. */
export async function listAlerts(db: DbOrTx, query: AlertListQuery, now: Date): Promise<AlertView[]> {
  const where = and(
    query.status
      ? eq(dispatchAlerts.status, query.status)
      : or(
          ne(dispatchAlerts.status, 'RESOLVED'),
          gte(dispatchAlerts.resolvedAt, new Date(now.getTime() - DAY_MS)),
        ),
    query.type ? eq(dispatchAlerts.type, query.type) : undefined,
    query.missionId ? eq(dispatchAlerts.missionId, query.missionId) : undefined,
  );
  const rows = await viewsQuery(db, where).orderBy(STATUS_ORDER, desc(dispatchAlerts.raisedAt)).limit(500);
  return rows.map(toView);
}

export async function findAlertView(db: DbOrTx, id: string): Promise<AlertView | undefined> {
  const [row] = await viewsQuery(db, eq(dispatchAlerts.id, id));
  return row ? toView(row) : undefined;
}

export async function lockAlert(db: DbOrTx, id: string): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(dispatchAlerts).where(eq(dispatchAlerts.id, id)).for('update');
  return row;
}

export async function updateAlert(db: DbOrTx, id: string, values: Partial<NewAlert>): Promise<void> {
  await db.update(dispatchAlerts).set(values).where(eq(dispatchAlerts.id, id));
}

/** The logbook entry written with an alert raised, and with one that ended by itself (none for SOS: it has its own). */
const RAISED_ENTRY: Partial<Record<AlertType, LogbookAutoType>> = {
  NO_SHOW: 'ALERT_RAISED',
  LATE_CLOCK_IN: 'ALERT_RAISED',
  EARLY_END: 'ALERT_RAISED',
  INCIDENT_HIGH: 'ALERT_RAISED',
  POSITION_LOST: 'POSITION_LOST',
  OUTSIDE_PERIMETER: 'PERIMETER_LEFT',
};
const ENDED_ENTRY: Partial<Record<AlertType, LogbookAutoType>> = {
  NO_SHOW: 'ALERT_RESOLVED',
  EARLY_END: 'ALERT_RESOLVED',
  INCIDENT_HIGH: 'ALERT_RESOLVED',
  POSITION_LOST: 'POSITION_BACK',
  OUTSIDE_PERIMETER: 'PERIMETER_BACK',
};

/** The entries of these alerts, of the type `typeOf` gives them (none for those it leaves without). */
function entriesOf(
  alerts: AlertRow[],
  typeOf: Partial<Record<AlertType, LogbookAutoType>>,
  entry: (alert: AlertRow) => { text: string; occurredAt: Date },
): AutoEntry[] {
  return alerts.flatMap((alert) => {
    const type = typeOf[alert.type as AlertType];
    return type && alert.missionId
      ? [{ missionId: alert.missionId, type, subjectId: alert.id, ...entry(alert) }]
      : [];
  });
}

/**
 * Inserts the alerts not raised yet (by their dedupe key) and writes their logbook entries with them, all in one
 * statement; answers those this call raised. Run by several processes at once, each alert is inserted by one of them
 * only.
 */
export async function raiseAlerts(db: DbOrTx, alerts: NewAlert[], now: Date): Promise<AlertRow[]> {
  if (alerts.length === 0) return [];
  const raised = await db
    .insert(dispatchAlerts)
    .values(alerts)
    .onConflictDoNothing({ target: dispatchAlerts.dedupeKey })
    .returning();
  await recordAutoEntries(
    db,
    entriesOf(raised, RAISED_ENTRY, (alert) => ({ text: alert.cause, occurredAt: alert.raisedAt })),
    now,
  );
  return raised;
}

/**
 * Resolves alerts whose cause ended, each with what ended it, and writes the logbook entries of their end: one
 * statement for the alerts, one for the entries. An alert already resolved is left as it is.
 */
export async function endAlerts(
  db: DbOrTx,
  ended: { id: string; resolution: string }[],
  now: Date,
): Promise<AlertRow[]> {
  if (ended.length === 0) return [];
  // One resolution per alert: the first given, as when they were resolved one after the other.
  const resolutions = new Map<string, string>();
  for (const { id, resolution } of ended) if (!resolutions.has(id)) resolutions.set(id, resolution);
  const given = JSON.stringify([...resolutions].map(([id, resolution]) => ({ id, resolution })));
  const done = await db
    .update(dispatchAlerts)
    .set({ status: 'RESOLVED', resolvedAt: now, resolution: sql`v.resolution` })
    .from(sql`jsonb_to_recordset(${given}::jsonb) as v(id uuid, resolution text)`)
    .where(and(sql`${dispatchAlerts.id} = v.id`, ne(dispatchAlerts.status, 'RESOLVED')))
    .returning();
  await recordAutoEntries(
    db,
    entriesOf(done, ENDED_ENTRY, (row) => ({ text: `${row.cause} — ${row.resolution}`, occurredAt: now })),
    now,
  );
  return done;
}

/** The alerts following these SOS or incidents, not resolved. */
export async function activeAlertsOf(
  db: DbOrTx,
  column: 'sosId' | 'incidentId' | 'shiftId' | 'attendanceId',
  id: string,
  type?: AlertType,
): Promise<AlertRow[]> {
  return db
    .select()
    .from(dispatchAlerts)
    .where(
      and(
        eq(dispatchAlerts[column], id),
        ne(dispatchAlerts.status, 'RESOLVED'),
        type ? eq(dispatchAlerts.type, type) : undefined,
      ),
    );
}

/** The alert of this dedupe key, when not resolved. */
export async function activeAlertsByKey(db: DbOrTx, dedupeKey: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(dispatchAlerts)
    .where(and(eq(dispatchAlerts.dedupeKey, dedupeKey), ne(dispatchAlerts.status, 'RESOLVED')));
}

/** Claims the web push of an alert: true for the one caller that sets pushed_at. */
export async function claimPush(db: DbOrTx, id: string, types: readonly AlertType[]): Promise<boolean> {
  const claimed = await db
    .update(dispatchAlerts)
    .set({ pushedAt: sql`now()` })
    .where(
      and(
        eq(dispatchAlerts.id, id),
        sql`${dispatchAlerts.pushedAt} is null`,
        inArray(dispatchAlerts.type, [...types]),
      ),
    )
    .returning({ id: dispatchAlerts.id });
  return claimed.length > 0;
}
