import { type AnyColumn, and, desc, eq, getTableColumns, gt, ne, or, sql } from 'drizzle-orm';
import { AUTO_ENTRY_TEXT } from '@secops/domain/logbook-auto';
import type { SosStatus } from '@secops/domain/sos';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agents, missions, sosAlerts } from '../../db/schema/index.ts';
import { raiseSosAlert } from '../alerts/alerts.service.ts';
import { recordAutoEntry } from '../logbook/auto-entry.ts';

/** A user's name: their agent's when they have one, else the account's own, else the e-mail. */
const nameOfUser = (userId: AnyColumn) =>
  sql<
    string | null
  >`(select coalesce(nullif(trim(coalesce(a.first_name, u.first_name, '') || ' ' || coalesce(a.last_name, u.last_name, '')), ''), u.email) from users u left join agents a on a.user_id = u.id where u.id = ${userId})`;

const falseAlarms = sql<number>`(select count(*)::int from sos_alerts f where f.agent_id = ${sosAlerts.agentId} and f.false_alarm and f.id <> ${sosAlerts.id})`;

/** An alert with everything the staff banner and the agent's panel show, in one query. */
function selectViews(db: Db) {
  return db
    .select({
      ...getTableColumns(sosAlerts),
      agent: {
        id: agents.id,
        firstName: agents.firstName,
        lastName: agents.lastName,
        photo: agents.photo,
        phone: agents.phone,
      },
      falseAlarms,
      mission: { id: missions.id, title: missions.title },
      acknowledgedByName: nameOfUser(sosAlerts.acknowledgedBy),
      closedByName: nameOfUser(sosAlerts.closedBy),
    })
    .from(sosAlerts)
    .innerJoin(agents, eq(agents.id, sosAlerts.agentId))
    .leftJoin(missions, eq(missions.id, sosAlerts.missionId));
}

export async function findSosView(db: Db, id: string) {
  const [row] = await selectViews(db).where(eq(sosAlerts.id, id));
  return row;
}

/** Open alerts first (oldest first: the longest wait is the most urgent), then the others newest first. */
export function listSosViews(db: Db, status?: SosStatus) {
  const query = selectViews(db).$dynamic();
  if (status) query.where(eq(sosAlerts.status, status));
  return query
    .orderBy(
      sql`case ${sosAlerts.status} when 'OPEN' then 0 when 'ACKNOWLEDGED' then 1 else 2 end`,
      sql`case when ${sosAlerts.status} = 'OPEN' then ${sosAlerts.createdAt} end asc`,
      desc(sosAlerts.createdAt),
    )
    .limit(200);
}

export type RaiseOutcome = 'created' | 'replayed' | 'repeated';
type NewSos = typeof sosAlerts.$inferInsert;

/**
 * What a press of the agent answers without raising anything: the alert of this clientRequestId ('replayed',
 * unchanged), else the latest alert of the agent not closed raised after `openSince` ('repeated', with the new
 * position when one is sent); null when neither exists and a new alert is due.
 */
export async function findOrRepeatSos(
  db: DbOrTx,
  values: NewSos,
  openSince: Date,
): Promise<{ id: string; outcome: Exclude<RaiseOutcome, 'created'> } | null> {
  const sameRequest = sql<boolean>`${sosAlerts.clientRequestId} = ${values.clientRequestId}`;
  const [found] = await db
    .select({ id: sosAlerts.id, replayed: sameRequest })
    .from(sosAlerts)
    .where(
      and(
        eq(sosAlerts.agentId, values.agentId),
        or(
          eq(sosAlerts.clientRequestId, values.clientRequestId),
          and(ne(sosAlerts.status, 'CLOSED'), gt(sosAlerts.createdAt, openSince)),
        ),
      ),
    )
    .orderBy(desc(sameRequest), desc(sosAlerts.createdAt))
    .limit(1);
  if (!found) return null;
  if (found.replayed) return { id: found.id, outcome: 'replayed' };
  const position =
    values.lat != null && values.lng != null
      ? { lat: values.lat, lng: values.lng, accuracy: values.accuracy ?? null }
      : { lat: sql`${sosAlerts.lat}` };
  // Closed in between: not open any more, a new alert is due.
  const [repeated] = await db
    .update(sosAlerts)
    .set(position)
    .where(and(eq(sosAlerts.id, found.id), ne(sosAlerts.status, 'CLOSED')))
    .returning({ id: sosAlerts.id });
  return repeated ? { id: repeated.id, outcome: 'repeated' } : null;
}

/**
 * Raises an agent's alert, deciding in one transaction with the agent's row locked, so that parallel requests of
 * one agent (here or on another process) make one alert: what findOrRepeatSos answers, else a new alert.
 */
export async function raiseSosOnce(
  db: DbOrTx,
  values: NewSos,
  openSince: Date,
): Promise<{ id: string; outcome: RaiseOutcome }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, values.agentId)).for('no key update');
    const known = await findOrRepeatSos(tx, values, openSince);
    if (known) return known;
    const [created] = await tx.insert(sosAlerts).values(values).returning({ id: sosAlerts.id });
    await raiseSosAlert(tx, {
      id: created!.id,
      agentId: values.agentId,
      missionId: values.missionId ?? null,
    });
    if (values.missionId)
      await recordAutoEntry(tx, {
        missionId: values.missionId,
        type: 'SOS_RAISED',
        text: AUTO_ENTRY_TEXT.sosRaised(),
        occurredAt: new Date(),
        authorUserId: values.userId ?? null,
        subjectId: created!.id,
        lat: values.lat ?? null,
        lng: values.lng ?? null,
      });
    return { id: created!.id, outcome: 'created' as const };
  });
}

export async function lockSos(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sosAlerts).where(eq(sosAlerts.id, id)).for('update');
  return row;
}

export async function updateSos(db: DbOrTx, id: string, values: Partial<typeof sosAlerts.$inferInsert>) {
  await db.update(sosAlerts).set(values).where(eq(sosAlerts.id, id));
}
