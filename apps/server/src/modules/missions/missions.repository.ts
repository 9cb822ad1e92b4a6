import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@secops/domain/roles';
import type { DbOrTx } from '../../db/client.ts';
import {
  agents,
  attendances,
  clients,
  documents,
  incidents,
  missionAssignments,
  missionPerimeters,
  missions,
  users,
} from '../../db/schema/index.ts';
import { missionListWhere, type MissionListFilter } from './missions-list.repository.ts';

export type MissionRow = typeof missions.$inferSelect;
export type NewMission = typeof missions.$inferInsert;

const listColumns = {
  id: missions.id,
  title: missions.title,
  type: missions.type,
  status: missions.status,
  startAt: missions.startAt,
  endAt: missions.endAt,
  locationAddress: missions.locationAddress,
  locationLat: missions.locationLat,
  locationLng: missions.locationLng,
  clientId: clients.id,
  clientName: clients.name,
  // Correlated count on the (mission_id, agent_id) unique index: one query, no N+1, cheap with a page.
  assignmentCount: sql<number>`(select count(*)::int from ${missionAssignments}
    where ${missionAssignments.missionId} = ${missions.id})`.mapWith(Number),
};
/** Missions newest first, with their client and team size; a window keeps the missions that overlap it. */
export async function listMissions(db: DbOrTx, filter: MissionListFilter) {
  const query = db
    .select(listColumns)
    .from(missions)
    .leftJoin(clients, eq(clients.id, missions.clientId))
    .where(missionListWhere(db, filter))
    .orderBy(desc(missions.startAt), desc(missions.id))
    .$dynamic();
  if (filter.limit !== undefined) query.limit(filter.limit);
  if (filter.offset) query.offset(filter.offset);
  return await query;
}
export type MissionListRow = Awaited<ReturnType<typeof listMissions>>[number];

const agentCard = {
  id: true,
  firstName: true,
  lastName: true,
  matricule: true,
  photo: true,
  specialties: true,
} as const;

function prepareMissionDetail(db: DbOrTx) {
  return db.query.missions
    .findFirst({
      where: eq(missions.id, sql.placeholder('id')),
      with: {
        client: { columns: { id: true, name: true } },
        perimeter: true,
        assignments: { with: { agent: { columns: agentCard } }, orderBy: asc(missionAssignments.createdAt) },
        shifts: {
          with: { agent: { columns: { id: true, firstName: true, lastName: true } } },
          orderBy: (s) => [asc(s.startAt)],
        },
        incidents: {
          columns: { id: true, type: true, severity: true, title: true, status: true, occurredAt: true },
          orderBy: desc(incidents.occurredAt),
        },
        checklists: { with: { ticks: true }, orderBy: (c) => [asc(c.order), asc(c.createdAt)] },
        attendances: { orderBy: desc(attendances.createdAt) },
      },
    })
    .prepare('mission_detail');
}

// Built once per database: building this relational query cost more than PostgreSQL takes to answer it, and a
// named statement is parsed once per connection.
const detailQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareMissionDetail>>();

/** One mission with everything its detail screen shows, in one round trip. */
export function findMissionDetail(db: DbOrTx, id: string) {
  let query = detailQueries.get(db);
  if (!query) {
    query = prepareMissionDetail(db);
    detailQueries.set(db, query);
  }
  return query.execute({ id });
}
export type MissionDetailRow = NonNullable<Awaited<ReturnType<typeof findMissionDetail>>>;

/** Locks the mission row for the rest of the transaction (status checks then writes). */
export async function lockMission(tx: DbOrTx, id: string): Promise<MissionRow | undefined> {
  const [row] = await tx.select().from(missions).where(eq(missions.id, id)).for('update');
  return row;
}

export async function findMission(db: DbOrTx, id: string): Promise<MissionRow | undefined> {
  const [row] = await db.select().from(missions).where(eq(missions.id, id));
  return row;
}

export async function insertMission(tx: DbOrTx, values: NewMission): Promise<MissionRow> {
  const [row] = await tx.insert(missions).values(values).returning();
  if (!row) throw new Error('mission insert returned no row');
  return row;
}

export async function updateMission(tx: DbOrTx, id: string, values: Partial<NewMission>): Promise<void> {
  await tx.update(missions).set(values).where(eq(missions.id, id));
}

/** Deletes the mission; its assignments, shifts, check-lists, chat, document rows and perimeter go with it. */
export async function deleteMission(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(missions).where(eq(missions.id, id));
}

/** The storage names of the mission's document files. */
export async function listStoredDocumentNames(tx: DbOrTx, missionId: string): Promise<string[]> {
  const rows = await tx
    .select({ name: documents.storedName })
    .from(documents)
    .where(eq(documents.missionId, missionId));
  return rows.map((r) => r.name);
}

/** How much history (attendances, incidents) the mission has. */
export async function countMissionHistory(tx: DbOrTx, id: string): Promise<number> {
  const attendanceCount = await tx.$count(attendances, eq(attendances.missionId, id));
  return attendanceCount + (await tx.$count(incidents, eq(incidents.missionId, id)));
}

export async function clientExists(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.$count(clients, eq(clients.id, id))) > 0;
}

export async function isAgentAssigned(db: DbOrTx, missionId: string, agentId: string): Promise<boolean> {
  const where = and(eq(missionAssignments.missionId, missionId), eq(missionAssignments.agentId, agentId));
  return (await db.$count(missionAssignments, where)) > 0;
}

export type PerimeterRow = typeof missionPerimeters.$inferSelect;

export async function findPerimeter(db: DbOrTx, missionId: string): Promise<PerimeterRow | undefined> {
  const [row] = await db.select().from(missionPerimeters).where(eq(missionPerimeters.missionId, missionId));
  return row;
}

/** Creates or changes the mission's perimeter (one per mission). */
export async function upsertPerimeter(
  tx: DbOrTx,
  missionId: string,
  values: Partial<Pick<PerimeterRow, 'enabled' | 'radiusM' | 'centerLat' | 'centerLng'>>,
): Promise<PerimeterRow> {
  const [row] = await tx
    .insert(missionPerimeters)
    .values({ missionId, ...values })
    .onConflictDoUpdate({ target: missionPerimeters.missionId, set: values })
    .returning();
  if (!row) throw new Error('perimeter upsert returned no row');
  return row;
}

/** Active users who may join the mission chat: staff, and the users of the agents assigned to the mission. */
export async function listChatMembers(db: DbOrTx, missionId: string) {
  const assigned = db
    .select({ id: missionAssignments.agentId })
    .from(missionAssignments)
    .where(eq(missionAssignments.missionId, missionId));
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      agent: { firstName: agents.firstName, lastName: agents.lastName },
      photo: agents.photo,
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(
      and(eq(users.isActive, true), or(inArray(users.role, [...STAFF_ROLES]), inArray(agents.id, assigned))),
    )
    .orderBy(asc(agents.lastName), asc(agents.firstName), asc(users.lastName), asc(users.email));
}
export type ChatMemberRow = Awaited<ReturnType<typeof listChatMembers>>[number];
