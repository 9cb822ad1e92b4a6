import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clients, incidents, logbookEntries, missions, users } from '../../db/schema/index.ts';

export type ClientMissionRow = {
  id: string;
  title: string;
  type: typeof missions.$inferSelect.type;
  status: typeof missions.$inferSelect.status;
  startAt: Date;
  endAt: Date;
  address: string | null;
};

const missionColumns = {
  id: missions.id,
  title: missions.title,
  type: missions.type,
  status: missions.status,
  startAt: missions.startAt,
  endAt: missions.endAt,
  address: missions.locationAddress,
};

export async function findClientCompany(db: DbOrTx, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

/** The missions of one client company. */
export function listMissionsOfClient(db: DbOrTx, clientId: string): Promise<ClientMissionRow[]> {
  return db
    .select(missionColumns)
    .from(missions)
    .where(eq(missions.clientId, clientId))
    .orderBy(asc(missions.startAt));
}

/** A mission of this client company only (undefined for another company's, as for an unknown one). */
export async function findMissionOfClient(db: DbOrTx, clientId: string, missionId: string) {
  const [row] = await db
    .select({
      ...missionColumns,
      logbookTypes: missions.clientLogbookTypes,
      // Written out: inside a select's field, drizzle names a column without its table.
      hasTours: sql<boolean>`exists (select 1 from tours t where t.mission_id = "missions"."id" and t.deleted_at is null)`,
    })
    .from(missions)
    .where(and(eq(missions.id, missionId), eq(missions.clientId, clientId)));
  return row;
}

/** The mission of an incident, when that mission belongs to this client company. */
export async function findIncidentOfClient(db: DbOrTx, clientId: string, incidentId: string) {
  const [row] = await db
    .select({ id: incidents.id, missionAddress: missions.locationAddress })
    .from(incidents)
    .innerJoin(missions, eq(missions.id, incidents.missionId))
    .where(and(eq(incidents.id, incidentId), eq(missions.clientId, clientId)));
  return row;
}

export async function findMissionVisibility(db: DbOrTx, missionId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ logbookTypes: missions.clientLogbookTypes, status: missions.status })
    .from(missions)
    .where(eq(missions.id, missionId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Sets the entry types a mission shows its client. */
export async function updateMissionVisibility(db: DbOrTx, missionId: string, types: string[]): Promise<void> {
  await db.update(missions).set({ clientLogbookTypes: types }).where(eq(missions.id, missionId));
}

/** Locks the account, so that one user's requests are counted and written one after the other. */
export async function lockAccount(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The requests this user wrote since `since`. */
export function countRequestsSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
  return db.$count(
    logbookEntries,
    and(
      eq(logbookEntries.authorUserId, userId),
      eq(logbookEntries.type, 'CLIENT_REQUEST'),
      gte(logbookEntries.recordedAt, since),
    ),
  );
}

/** The name a client's request keeps: 'Prénom Nom', else the e-mail address. */
export async function clientAuthorName(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? null;
}

export async function insertClientRequest(
  db: DbOrTx,
  values: { missionId: string; text: string; authorUserId: string; authorName: string | null; at: Date },
) {
  const [row] = await db
    .insert(logbookEntries)
    .values({
      missionId: values.missionId,
      type: 'CLIENT_REQUEST',
      source: 'CLIENT',
      text: values.text,
      occurredAt: values.at,
      writtenAt: values.at,
      authorUserId: values.authorUserId,
      authorName: values.authorName,
    })
    .returning({ id: logbookEntries.id, recordedAt: logbookEntries.recordedAt });
  return row!;
}
