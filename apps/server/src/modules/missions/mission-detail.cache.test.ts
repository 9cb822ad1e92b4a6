import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeFeedOf } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { missions } from '../../db/schema/index.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMissionDetailCache } from './mission-detail.cache.ts';
import { caller, givenAssignment, givenClient, givenMission } from './missions.fixtures.ts';

const HOUR = 3_600_000;

describe('mission detail: cached by version, exact after any write', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: TestUser;
  let agent: TestUser;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    call = caller(t.app);
    admin = await createUser(db, { role: 'ADMIN' });
    agent = await createUser(db, { role: 'AGENT', firstName: 'Yanis', lastName: 'Roche' });
  });
  afterAll(() => t.close());

  const read = async (user: TestUser, id: string) => {
    const res = await call(user, 'GET', `/api/missions/${id}`);
    expect(res.statusCode).toBe(200);
    return { etag: String(res.headers.etag), text: res.body };
  };

  it('answers 304 without a body to the ETag it gave, per viewer, and 200 once the mission changed', async () => {
    const mission = await givenMission(db);
    await givenAssignment(db, mission.id, agent.agentId!);
    const first = await read(admin, mission.id);
    expect(first.etag).toMatch(/^W\/"\d+-staff"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/missions/${mission.id}`,
      headers: { ...(await authFor(admin)), 'if-none-match': first.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // An agent's answer is cut down to their own part: not the staff's ETag.
    const mine = await read(agent, mission.id);
    expect(mine.etag).not.toBe(first.etag);
    expect(
      (await call(admin, 'PATCH', `/api/missions/${mission.id}`, { title: 'Gala du Louvre' })).statusCode,
    ).toBe(200);
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/missions/${mission.id}`,
      headers: { ...(await authFor(admin)), 'if-none-match': first.etag },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().title).toBe('Gala du Louvre');
  });

  const authFor = (user: TestUser) => authHeader(t.app, user);

  // Each write goes straight to the database, as an operator's SQL would: the cache has no other way to learn of it
  // than the version the triggers raise and notify.
  const writes: [
    string,
    (m: { id: string; clientId: string }) => Promise<unknown>,
    (d: Detail) => unknown,
  ][] = [
    [
      'the mission',
      (m) => db.execute(sql`update missions set title = 'Nouveau titre' where id = ${m.id}`),
      (d) => d.title,
    ],
    [
      'its client',
      (m) => db.execute(sql`update clients set name = 'Client renommé' where id = ${m.clientId}`),
      (d) => d.client?.name,
    ],
    [
      'an agent of the team',
      () => db.execute(sql`update agents set last_name = 'Rochet' where id = ${agent.agentId}`),
      (d) => d.assignments.map((a) => a.agent?.lastName),
    ],
    [
      'its perimeter',
      (m) => db.execute(sql`update mission_perimeters set radius_m = 250 where mission_id = ${m.id}`),
      (d) => d.perimeter,
    ],
    [
      'a new shift',
      (m) =>
        db.execute(sql`insert into shifts (agent_id, mission_id, start_at, end_at)
          values (${agent.agentId}, ${m.id}, ${new Date(Date.now() + HOUR)}, ${new Date(Date.now() + 3 * HOUR)})`),
      (d) => d.shifts.length,
    ],
    [
      'a new incident',
      (m) =>
        db.execute(sql`insert into incidents (mission_id, type, title, description)
          values (${m.id}, 'other', 'Porte forcée', 'Constat')`),
      (d) => d.incidents.map((i) => i.title),
    ],
    [
      'a task and its tick',
      async (m) => {
        await db.execute(sql`insert into checklist_items (mission_id, label) values (${m.id}, 'Ronde')`);
        return db.execute(sql`insert into checklist_ticks (item_id, agent_id, checked)
          select id, ${agent.agentId}, true from checklist_items where mission_id = ${m.id}`);
      },
      (d) => d.checklists.map((c) => c.ticks?.length),
    ],
    [
      'an attendance',
      (m) =>
        db.execute(sql`insert into attendances (agent_id, mission_id) values (${agent.agentId}, ${m.id})`),
      (d) => d.attendances?.length,
    ],
    [
      'the team',
      (m) => db.execute(sql`delete from mission_assignments where mission_id = ${m.id}`),
      (d) => d.assignments.length,
    ],
  ];

  it.each(writes)(
    'serves a fresh answer after a write to %s made outside the app',
    async (_, write, pick) => {
      const client = await givenClient(db, `Client ${Math.random()}`);
      const mission = await givenMission(db, { clientId: client.id });
      await givenAssignment(db, mission.id, agent.agentId!);
      const before = await read(admin, mission.id);
      expect((await read(admin, mission.id)).etag).toBe(before.etag);
      await write({ id: mission.id, clientId: client.id });
      const after = await read(admin, mission.id);
      expect(after.etag).not.toBe(before.etag);
      expect(pick(JSON.parse(after.text) as Detail)).not.toEqual(pick(JSON.parse(before.text) as Detail));
    },
  );

  it('keeps a bounded number of missions', async () => {
    const cache = createMissionDetailCache(db, 2);
    const ids = await Promise.all([1, 2, 3].map(async () => (await givenMission(db)).id));
    for (const id of ids) expect((await cache.read(id))?.row.id).toBe(id);
    expect(cache.size).toBe(2);
    expect(await cache.read('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'returns a write of this process, alone or in a transaction, only once the change feed has told it',
    async () => {
      const feed = changeFeedOf(db)!;
      const mission = await givenMission(db);
      await read(admin, mission.id);
      const order: string[] = [];
      const sync = vi.spyOn(feed, 'sync').mockImplementation(async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        order.push('told');
      });
      try {
        await db.select().from(missions).where(eq(missions.id, mission.id));
        expect(sync).not.toHaveBeenCalled();
        await db.update(missions).set({ title: 'Relève' }).where(eq(missions.id, mission.id));
        order.push('returned');
        await db.transaction(async (tx) => {
          await tx.update(missions).set({ title: 'Relève de nuit' }).where(eq(missions.id, mission.id));
          expect(sync).toHaveBeenCalledTimes(1);
        });
        order.push('committed');
        expect(order).toEqual(['told', 'returned', 'told', 'committed']);
      } finally {
        sync.mockRestore();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'while the change feed is cut, asks the database on each read and so misses no write',
    async () => {
      const feed = changeFeedOf(db)!;
      const mission = await givenMission(db);
      await read(admin, mission.id);
      await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'secops-change-feed' and datname = current_database()`);
      await vi.waitFor(() => expect(feed.live).toBe(false), { timeout: 2_000, interval: 5 });
      await db.execute(sql`update missions set title = 'Pendant la coupure' where id = ${mission.id}`);
      expect(JSON.parse((await read(admin, mission.id)).text).title).toBe('Pendant la coupure');
      await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 5_000, interval: 20 });
      await db.execute(sql`update missions set title = 'Après la coupure' where id = ${mission.id}`);
      await feed.sync();
      expect(JSON.parse((await read(admin, mission.id)).text).title).toBe('Après la coupure');
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'another process writing through the API: the first process answers the change once told',
    async () => {
      let other: Database | undefined;
      let second: TestApp | undefined;
      try {
        other = await openDatabase({ databaseUrl: t.databaseUrl! });
        second = await createTestApp({}, { database: other });
        const mission = await givenMission(db);
        const before = await read(admin, mission.id);
        const res = await caller(second.app)(admin, 'PATCH', `/api/missions/${mission.id}`, {
          title: 'Vu ailleurs',
        });
        expect(res.statusCode).toBe(200);
        // Told by a notification on another connection: within milliseconds, not before the other answer returns.
        await vi.waitFor(
          async () => {
            const after = await read(admin, mission.id);
            expect(after.etag).not.toBe(before.etag);
            expect(JSON.parse(after.text).title).toBe('Vu ailleurs');
          },
          { timeout: 2_000, interval: 10 },
        );
      } finally {
        await second?.close();
        await other?.close();
      }
    },
  );
});

type Detail = {
  title: string;
  client?: { name: string } | null;
  perimeter?: unknown;
  assignments: { agent?: { lastName: string } }[];
  shifts: unknown[];
  incidents: { title: string }[];
  checklists: { ticks?: unknown[] }[];
  attendances?: unknown[];
};
