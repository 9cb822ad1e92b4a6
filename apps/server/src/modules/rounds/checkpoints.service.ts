import { and, asc, eq, isNull } from 'drizzle-orm';
import * as MSG from '@secops/domain/messages';
import { isStaff } from '@secops/domain/roles';
import {
  checkpointUrl,
  type Checkpoint,
  type CheckpointByCode,
  type CheckpointCreate,
  type CheckpointUpdate,
} from '@secops/domain/rounds';
import type { Db, DbOrTx } from '../../db/client.ts';
import { checkpoints, missions, rounds, tourCheckpoints } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { isAssigned } from '../incidents/incidents.repository.ts';
import { codeHash, newCheckpointCode } from './checkpoint-code.ts';

type CheckpointRow = typeof checkpoints.$inferSelect;

export const presentCheckpoint = (row: CheckpointRow, publicUrl: string): Checkpoint => ({
  id: row.id,
  missionId: row.missionId,
  name: row.name,
  instructions: row.instructions,
  lat: row.lat,
  lng: row.lng,
  kind: row.kind as Checkpoint['kind'],
  code: row.code,
  url: checkpointUrl(publicUrl, row.code),
  codeHash: row.codeHash,
  createdAt: row.createdAt.toISOString(),
});

export async function assertMissionExists(db: DbOrTx, missionId: string): Promise<string> {
  const [mission] = await db
    .select({ title: missions.title })
    .from(missions)
    .where(eq(missions.id, missionId));
  if (!mission) throw notFound(MSG.missionNotFound);
  return mission.title;
}

/** A mission's checkpoints in use, in the order they were made. */
export async function missionCheckpoints(db: DbOrTx, missionId: string): Promise<CheckpointRow[]> {
  await assertMissionExists(db, missionId);
  return db
    .select()
    .from(checkpoints)
    .where(and(eq(checkpoints.missionId, missionId), isNull(checkpoints.deletedAt)))
    .orderBy(asc(checkpoints.createdAt), asc(checkpoints.id));
}

async function liveCheckpoint(db: DbOrTx, id: string): Promise<CheckpointRow> {
  const [row] = await db
    .select()
    .from(checkpoints)
    .where(and(eq(checkpoints.id, id), isNull(checkpoints.deletedAt)));
  if (!row) throw notFound(MSG.checkpointNotFound);
  return row;
}

/** A new checkpoint with a fresh code (128 random bits: a collision is not a case to handle). */
export async function createCheckpoint(
  db: Db,
  missionId: string,
  input: CheckpointCreate,
): Promise<CheckpointRow> {
  await assertMissionExists(db, missionId);
  const code = newCheckpointCode();
  const [row] = await db
    .insert(checkpoints)
    .values({
      missionId,
      name: input.name,
      instructions: input.instructions ?? null,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      kind: input.kind,
      code,
      codeHash: codeHash(code),
    })
    .returning();
  return row!;
}

export async function updateCheckpoint(db: Db, id: string, input: CheckpointUpdate): Promise<CheckpointRow> {
  await liveCheckpoint(db, id);
  const [row] = await db
    .update(checkpoints)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.instructions !== undefined && { instructions: input.instructions }),
      ...(input.lat !== undefined && { lat: input.lat, lng: input.lng ?? null }),
      ...(input.kind !== undefined && { kind: input.kind }),
    })
    .where(eq(checkpoints.id, id))
    .returning();
  return row!;
}

/** Deleted: out of its tours, kept with its code for the rounds that scanned it (the code is never given again). */
export async function deleteCheckpoint(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await liveCheckpoint(tx, id);
    await tx.update(checkpoints).set({ deletedAt: new Date() }).where(eq(checkpoints.id, id));
    await tx.delete(tourCheckpoints).where(eq(tourCheckpoints.checkpointId, id));
  });
}

/** The checkpoint a tag's code names, for a guard assigned to its mission (and staff); 404 for anyone else. */
export async function checkpointByCode(db: Db, user: AuthUser, code: string): Promise<CheckpointByCode> {
  const [row] = await db
    .select({ checkpoint: checkpoints, missionTitle: missions.title })
    .from(checkpoints)
    .innerJoin(missions, eq(missions.id, checkpoints.missionId))
    .where(and(eq(checkpoints.codeHash, codeHash(code)), isNull(checkpoints.deletedAt)));
  if (!row) throw notFound(MSG.checkpointNotFound);
  const allowed =
    isStaff(user.role) ||
    (user.agentId !== null && (await isAssigned(db, row.checkpoint.missionId, user.agentId)));
  if (!allowed) throw notFound(MSG.checkpointNotFound);
  const { checkpoint } = row;
  return {
    id: checkpoint.id,
    name: checkpoint.name,
    instructions: checkpoint.instructions,
    lat: checkpoint.lat,
    lng: checkpoint.lng,
    kind: checkpoint.kind as CheckpointByCode['kind'],
    codeHash: checkpoint.codeHash,
    missionId: checkpoint.missionId,
    missionTitle: row.missionTitle,
  };
}

/** An incident raised at a checkpoint during a round names a checkpoint and a round of its own mission. */
export async function assertRoundLink(
  tx: DbOrTx,
  missionId: string,
  link: { checkpointId?: string | undefined; roundId?: string | undefined },
): Promise<void> {
  if (link.checkpointId !== undefined) {
    const [row] = await tx
      .select({ missionId: checkpoints.missionId })
      .from(checkpoints)
      .where(eq(checkpoints.id, link.checkpointId));
    if (row?.missionId !== missionId) throw badRequest(MSG.checkpointOtherMission);
  }
  if (link.roundId !== undefined) {
    const [row] = await tx
      .select({ missionId: rounds.missionId })
      .from(rounds)
      .where(eq(rounds.id, link.roundId));
    if (row?.missionId !== missionId) throw badRequest(MSG.roundNotFound);
  }
}
