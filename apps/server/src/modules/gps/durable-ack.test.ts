import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { gpsPositions } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createMission } from '../../test/realtime-fixtures.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { createEmitter } from '../../realtime/emitter.ts';
import { createGpsService } from './gps.service.ts';
import { createMovementWatch } from './movement-watch.ts';

const silent = { error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
// Bound to no socket server: events go nowhere.
const emitter = createEmitter().emitter;

describe('a position is acknowledged once it is stored', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let agent: TestUser;
  let user: AuthUser;
  let missionId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    agent = await createUser(database.database.db, { role: 'AGENT' });
    user = { id: agent.id, email: agent.email, role: 'AGENT', agentId: agent.agentId } as AuthUser;
    missionId = await createMission(database.database.db, { agentIds: [agent.agentId], onDuty: true });
  });
  afterAll(() => database.drop());

  const count = (db: Db) => db.$count(gpsPositions);

  it('answers only after the batch is written: what was acknowledged is in the database', async () => {
    const db = database.database.db;
    const gps = createGpsService({
      db,
      emitter,
      log: silent,
      retentionDays: 30,
      movement: createMovementWatch({ db, log: silent }),
    });
    const before = await count(db);
    await gps.acceptPosition(user, { missionId, lat: 48.86, lng: 2.32, accuracy: 5 });
    expect(await count(db)).toBe(before + 1);
    await gps.close();
  });

  it('answers 503 when the database refuses the batch, and stores nothing of it', async () => {
    const db = database.database.db;
    let down = false;
    // The first position loads the agent's checks; the database goes down before the second one's write.
    const failing = new Proxy(db, {
      get: (target, key, receiver) =>
        down && key === 'execute'
          ? () => Promise.reject(new Error('connection terminated'))
          : Reflect.get(target, key, receiver),
    });
    const gps = createGpsService({
      db: failing,
      emitter,
      log: silent,
      retentionDays: 30,
      movement: createMovementWatch({ db: failing, log: silent }),
    });
    await gps.acceptPosition(user, { missionId, lat: 48.85, lng: 2.31, accuracy: 5 });
    down = true;
    const before = await count(db);
    await expect(
      gps.acceptPosition(user, { missionId, lat: 48.86, lng: 2.32, accuracy: 5 }),
    ).rejects.toMatchObject({
      statusCode: 503,
      message: 'Service momentanément indisponible',
    });
    expect(await count(db)).toBe(before);
    await gps.close();
  });
});
