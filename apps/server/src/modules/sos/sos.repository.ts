import { type AnyColumn, and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SosStatus } from '@secops/domain/sos';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agents, missions, sosAlerts } from '../../db/schema/index.ts';

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

/** Inserts the alert, or finds the one this phone already raised with the same request id. */
export async function insertSosOnce(db: DbOrTx, values: typeof sosAlerts.$inferInsert) {
  const [created] = await db
    .insert(sosAlerts)
    .values(values)
    .onConflictDoNothing({ target: [sosAlerts.agentId, sosAlerts.clientRequestId] })
    .returning({ id: sosAlerts.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await db
    .select({ id: sosAlerts.id })
    .from(sosAlerts)
    .where(and(eq(sosAlerts.agentId, values.agentId), eq(sosAlerts.clientRequestId, values.clientRequestId)));
  return { id: existing?.id ?? '', created: false };
}

export async function lockSos(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sosAlerts).where(eq(sosAlerts.id, id)).for('update');
  return row;
}

export async function updateSos(db: DbOrTx, id: string, values: Partial<typeof sosAlerts.$inferInsert>) {
  await db.update(sosAlerts).set(values).where(eq(sosAlerts.id, id));
}
