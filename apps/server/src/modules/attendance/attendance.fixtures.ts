import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { missionAssignments } from '../../db/schema/index.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { insertMission, insertShift } from '../planning/planning-fixtures.ts';

const MINUTE = 60_000;
export const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE).toISOString();

/** The mission place of the fixtures (Paris, Hôtel de Ville), and points at a given distance north of it. */
export const PLACE = { lat: 48.8566, lng: 2.3522 };
export const north = (metres: number) => ({ lat: PLACE.lat + metres / 111_195, lng: PLACE.lng });

/** A field agent assigned to a mission, with a shift from `from` to `to` minutes from now. */
export async function givenAgentOnShift(
  app: FastifyInstance,
  db: Db,
  options: { from?: number; to?: number; lat?: number | null; missionId?: string } = {},
) {
  const user = await createUser(db, { role: 'AGENT' });
  const agentId = user.agentId!;
  const missionId =
    options.missionId ??
    (await insertMission(db, {
      status: 'ACTIVE',
      lat: options.lat,
      lng: options.lat === null ? null : undefined,
    }));
  await db.insert(missionAssignments).values({ missionId, agentId, role: 'agent' }).onConflictDoNothing();
  const shiftId = await insertShift(db, {
    agentId,
    missionId,
    startAt: at(options.from ?? -30),
    endAt: at(options.to ?? 240),
  });
  return { user, agentId, missionId, shiftId, headers: await authHeader(app, user) };
}
