import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../db/client.ts';
import { clients, missionAssignments, missionPerimeters, missions } from '../../db/schema/index.ts';
import { authHeader, type TestUser } from '../../test/fixtures.ts';

type MissionValues = Partial<typeof missions.$inferInsert>;

const HOUR = 3_600_000;

/** A mission row straight in the database (with its perimeter), starting in an hour for four hours by default. */
export async function givenMission(db: Db, values: MissionValues = {}) {
  const start = new Date(Date.now() + HOUR);
  const [row] = await db
    .insert(missions)
    .values({
      title: 'Protection Gala',
      type: 'EVENT',
      startAt: start,
      endAt: new Date(start.getTime() + 4 * HOUR),
      locationAddress: '1 place de la Concorde, 75008 Paris',
      locationLat: 48.8656,
      locationLng: 2.3212,
      ...values,
    })
    .returning();
  if (!row) throw new Error('mission insert returned no row');
  await db
    .insert(missionPerimeters)
    .values({ missionId: row.id, centerLat: row.locationLat, centerLng: row.locationLng });
  return row;
}

export async function givenClient(db: Db, name = 'Maison Lumière') {
  const [row] = await db.insert(clients).values({ name }).returning();
  if (!row) throw new Error('client insert returned no row');
  return row;
}

export async function givenAssignment(db: Db, missionId: string, agentId: string) {
  const [row] = await db.insert(missionAssignments).values({ missionId, agentId }).returning();
  if (!row) throw new Error('assignment insert returned no row');
  return row;
}

/** Calls the API as the given user (or anonymously). */
export function caller(app: FastifyInstance) {
  return async (user: TestUser | null, method: InjectOptions['method'], url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: user ? await authHeader(app, user) : {} });
}
