import type { CheckpointCreate, TourCreateInput } from '@secops/domain/rounds';
import type { Db } from '../../db/client.ts';
import { shifts } from '../../db/schema/index.ts';
import { createTour } from './tours.service.ts';
import { createCheckpoint } from './checkpoints.service.ts';
import { TourCreateSchema } from '@secops/domain/rounds';

/** A shift of the agent on the mission, straight into the database. */
export async function seedShift(db: Db, missionId: string, agentId: string, startAt: Date, endAt: Date) {
  const [row] = await db
    .insert(shifts)
    .values({ missionId, agentId, startAt, endAt })
    .returning({ id: shifts.id });
  return row!.id;
}

/** Checkpoints with their codes (what the tags carry). */
export async function seedCheckpoints(db: Db, missionId: string, inputs: Partial<CheckpointCreate>[]) {
  const made = [];
  for (const [index, input] of inputs.entries())
    made.push(
      await createCheckpoint(db, missionId, {
        name: `Point ${index + 1}`,
        kind: 'QR',
        instructions: null,
        ...input,
      }),
    );
  return made;
}

export const seedTour = (
  db: Db,
  missionId: string,
  input: Partial<TourCreateInput> & { checkpointIds: string[] },
) =>
  createTour(
    db,
    missionId,
    TourCreateSchema.parse({ name: 'Ronde de nuit', order: 'STRICT', times: ['22:00'], ...input }),
  );
