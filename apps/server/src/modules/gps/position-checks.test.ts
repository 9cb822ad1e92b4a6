import type { FastifyBaseLogger } from 'fastify';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { attendances } from '../../db/schema/index.ts';
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

  it('during an attendance, reads the last fix once for a stream, and marks the attendance on a jump', async () => {
    const db = database.database.db;
    const agent = await createUser(db, { role: 'AGENT' });
    const agentUser = { id: agent.id, email: agent.email, role: 'AGENT', agentId: agent.agentId } as AuthUser;
    const mission = await createMission(db, { agentIds: [agent.agentId], onDuty: true });
    const [attendance] = await db
      .insert(attendances)
      .values({
        agentId: agent.agentId!,
        missionId: mission,
        status: 'STARTED',
        startTime: new Date(Date.now() - 10 * 60_000),
        startLat: 48.8656,
        startLng: 2.3212,
        startAccuracy: 5,
      })
      .returning();
    const reads: string[] = [];
    const counted = new Proxy(db, {
      get: (target, key, receiver) => {
        if (key === 'select') reads.push(key);
        return Reflect.get(target, key, receiver);
      },
    }) as Db;
    const gps = createGpsService({
      db,
      emitter: createEmitter().emitter,
      log: silent,
      retentionDays: 30,
      movement: createMovementWatch({ db: counted, log: silent }),
    });
    // A walk around the place, a fix every 5 seconds: plausible.
    const now = Date.now();
    const at = (i: number) => new Date(now - (30 - i) * 5000).toISOString();
    for (let i = 0; i < 20; i += 1) {
      const fix = {
        missionId: mission,
        lat: 48.8656 + i * 0.00005,
        lng: 2.3212,
        accuracy: 5,
        recordedAt: at(i),
      };
      await gps.acceptPosition(agentUser, fix);
    }
    // The database's last fix (positions, then attendances): once, for the first position.
    expect(reads).toEqual(['select', 'select']);
    const marseille = { missionId: mission, lat: 43.2965, lng: 5.3698, accuracy: 5, recordedAt: at(20) };
    await gps.acceptPosition(agentUser, marseille);
    const [row] = await db.select().from(attendances).where(eq(attendances.id, attendance!.id));
    expect(row).toMatchObject({ suspect: true });
    expect(row!.suspectReasons).toHaveLength(1);
    expect(row!.suspectReasons[0]).toMatch(/^Déplacement de 66\d km en 5 s \(vitesse impossible\)$/);
    await gps.close();
  });
});
