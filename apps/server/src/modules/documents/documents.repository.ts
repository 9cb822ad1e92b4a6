import { and, desc, eq } from 'drizzle-orm';
import type { MissionStatus } from '@secops/domain/missions';
import type { DbOrTx } from '../../db/client.ts';
import { documents, missionAssignments, missions, users } from '../../db/schema/index.ts';

/** A mission's status, and whether the given agent is assigned to it; undefined for an unknown mission. */
export async function findMissionAccess(
  db: DbOrTx,
  missionId: string,
  agentId: string | null,
): Promise<{ status: MissionStatus; assigned: boolean } | undefined> {
  const [mission] = await db
    .select({ status: missions.status })
    .from(missions)
    .where(eq(missions.id, missionId));
  if (!mission) return undefined;
  if (!agentId) return { status: mission.status, assigned: false };
  const where = and(eq(missionAssignments.missionId, missionId), eq(missionAssignments.agentId, agentId));
  return { status: mission.status, assigned: (await db.$count(missionAssignments, where)) > 0 };
}

const selectDocuments = (db: DbOrTx) =>
  db
    .select({
      document: documents,
      user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploadedBy));

export type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['execute']>>[number];

export async function listDocuments(
  db: DbOrTx,
  missionId: string,
  page: { limit: number; offset: number },
): Promise<DocumentRow[]> {
  return selectDocuments(db)
    .where(eq(documents.missionId, missionId))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findDocument(
  db: DbOrTx,
  missionId: string,
  documentId: string,
): Promise<DocumentRow | undefined> {
  const [row] = await selectDocuments(db).where(
    and(eq(documents.id, documentId), eq(documents.missionId, missionId)),
  );
  return row;
}

export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'createdAt'>;

export async function insertDocument(db: DbOrTx, values: NewDocument): Promise<DocumentRow> {
  const [inserted] = await db.insert(documents).values(values).returning({ id: documents.id });
  if (!inserted) throw new Error('document insert returned no row');
  const row = await findDocument(db, values.missionId, inserted.id);
  if (!row) throw new Error('inserted document not found');
  return row;
}

/** Deletes the row and answers the stored file's name (undefined when there was no such document). */
export async function deleteDocument(
  db: DbOrTx,
  missionId: string,
  documentId: string,
): Promise<string | undefined> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, documentId), eq(documents.missionId, missionId)))
    .returning({ storedName: documents.storedName });
  return row?.storedName;
}

/** The mission's status, read under a share lock: an archive cannot slip in between the check and the insert. */
export async function lockMissionStatus(tx: DbOrTx, missionId: string): Promise<MissionStatus | undefined> {
  const [row] = await tx
    .select({ status: missions.status })
    .from(missions)
    .where(eq(missions.id, missionId))
    .for('share');
  return row?.status;
}
