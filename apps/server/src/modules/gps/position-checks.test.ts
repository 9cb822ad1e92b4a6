import type { FastifyBaseLogger } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { createUser } from '../../test/fixtures.ts';
import { createMission } from '../../test/realtime-fixtures.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createEmitter } from '../../realtime/emitter.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { createGpsService } from './gps.service.ts';
import { createMovementWatch } from './movement-watch.ts';

const silent = { error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const dialect = new PgDialect();

describe('checking positions on the hot path', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let user: AuthUser;
  let missionId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const agent = await createUser(database.database.db, { role: 'AGENT' });
    user = { id: agent.id, email: agent.email, role: 'AGENT', agentId: agent.agentId } as AuthUser;
    missionId = await createMission(database.database.db, { agentIds: [agent.agentId], onDuty: true });
  });
  afterAll(() => database.drop());

  it('reads the assignment and duty once for a stream of positions, and decides duty in memory', async () => {
    const reads: string[] = [];
    // The statements besides the batch writes are the per-position cost.
    const db = new Proxy(database.database.db, {
      get: (target, key, receiver) => {
        if (key === 'select') reads.push(key);
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return (query: SQL) => {
          if (!/^\s*with batch as/.test(dialect.sqlToQuery(query).sql)) reads.push(key);
          return target.execute(query);
        };
      },
    }) as Db;
    const gps = createGpsService({
      db,
      emitter: createEmitter().emitter,
      log: silent,
      retentionDays: 30,
      movement: createMovementWatch({ db, log: silent }),
    });
    const position = (minutesAgo: number) => ({
      missionId,
      lat: 48.8 + minutesAgo / 1000,
      lng: 2.3,
      accuracy: 5,
      recordedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    });
    for (let i = 0; i < 20; i += 1) await gps.acceptPosition(user, position(i));
    // The shift began an hour ago: 70 minutes ago is within its margin, 80 minutes ago is not.
    await gps.acceptPosition(user, position(70));
    await expect(gps.acceptPosition(user, position(80))).rejects.toMatchObject({
      statusCode: 403,
      message: MSG.gpsOffDuty,
    });
    expect(reads).toEqual(['execute']);
    await gps.close();
  });
});
