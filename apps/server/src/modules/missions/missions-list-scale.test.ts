import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller } from './missions.fixtures.ts';

const MISSIONS = 10_000;

describe('missions list with 10,000 missions', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: TestUser;
  let agent: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    admin = await createUser(t.database.db, { role: 'ADMIN' });
    agent = await createUser(t.database.db, { role: 'AGENT' });
    const db = t.database.db;
    await db.execute(sql`insert into clients (name) select 'Client ' || g from generate_series(1, 100) g`);
    await db.execute(sql`
      insert into missions (title, type, status, client_id, start_at, end_at, location_address)
      select 'Mission ' || g, 'EVENT', (array['PREPARATION','ACTIVE','COMPLETED'])[1 + g % 3]::mission_status,
        (select id from clients order by name offset (g % 100) limit 1),
        timestamptz '2026-01-01' + g * interval '1 hour', timestamptz '2026-01-01' + g * interval '1 hour' + interval '6 hours',
        g || ' rue de la Paix, 75002 Paris'
      from generate_series(1, ${MISSIONS}) g`);
    await db.execute(sql`
      insert into agents (first_name, last_name, matricule)
      select 'Agent', 'N' || g, 'SCALE-' || g from generate_series(1, 30) g`);
    await db.execute(sql`
      insert into mission_assignments (mission_id, agent_id)
      select m.id, a.id from missions m cross join lateral
        (select id from agents where matricule like 'SCALE-%' order by random() limit 3) a`);
    await db.execute(sql`
      insert into mission_assignments (mission_id, agent_id)
      select id, ${agent.agentId} from missions order by start_at desc limit 200`);
    await db.execute(sql`analyze`);
  }, 120_000);
  afterAll(() => t.close());

  const timed = async (url: string, user: TestUser = admin) => {
    const started = performance.now();
    const res = await call(user, 'GET', url);
    return { res, ms: performance.now() - started };
  };

  it('answers a page quickly with the client and team size of each mission', async () => {
    const { res, ms } = await timed('/api/missions?limit=50');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toHaveLength(50);
    expect(page[0]).toMatchObject({ title: `Mission ${MISSIONS}`, client: { company: expect.any(String) } });
    expect(page[0]._count.assignments).toBe(4);
    expect(ms).toBeLessThan(1000);
  });

  it('answers the whole list, a calendar week and a status in bounded time', async () => {
    const all = await timed('/api/missions');
    expect(all.res.json()).toHaveLength(MISSIONS);
    expect(all.ms).toBeLessThan(5000);
    const week = await timed('/api/missions?from=2026-03-02T00:00:00Z&to=2026-03-09T00:00:00Z');
    expect(week.res.json()).toHaveLength(7 * 24 + 5);
    expect(week.ms).toBeLessThan(1000);
    const active = await timed('/api/missions?status=ACTIVE&limit=20');
    expect(active.res.json()).toHaveLength(20);
    expect(active.ms).toBeLessThan(1000);
  });

  it("answers a field user's own missions quickly", async () => {
    const { res, ms } = await timed('/api/missions', agent);
    expect(res.json()).toHaveLength(200);
    expect(ms).toBeLessThan(1000);
  });
});
