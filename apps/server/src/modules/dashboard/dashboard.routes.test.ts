import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents, shifts, users } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, givenAssignment, givenMission } from '../missions/missions.fixtures.ts';

const HOUR = 3_600_000;

describe('dashboard API', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let supervisor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
  });
  afterAll(() => t.close());

  const stats = async () => (await call(supervisor, 'GET', '/api/dashboard/stats')).json();

  it('shows zeros and a performance of 0 with no mission', async () => {
    expect(await stats()).toEqual({
      activeMissions: 0,
      availableAgents: 0,
      openIncidents: 0,
      performanceRate: 0,
      totalMissions: 0,
      recentActiveMissions: [],
    });
  });

  it('counts active missions, open incidents and the share of finished missions', async () => {
    const db = t.database.db;
    const statuses = ['ACTIVE', 'ACTIVE', 'COMPLETED', 'ARCHIVED', 'PREPARATION', 'CONFIRMED'] as const;
    const created = [];
    for (const status of statuses) created.push(await givenMission(db, { status }));
    const base = {
      missionId: created[0]!.id,
      type: 'other' as const,
      title: 'Alarme',
      description: 'Entrée B',
    };
    await db.insert(incidents).values([base, base, { ...base, status: 'RESOLVED' as const }]);

    const result = await stats();
    expect(result).toMatchObject({
      activeMissions: 2,
      totalMissions: 6,
      performanceRate: 33,
      openIncidents: 2,
    });
  });

  it('lists at most 5 active missions, newest first, with client and team size', async () => {
    const db = t.database.db;
    for (let i = 0; i < 5; i += 1) {
      await givenMission(db, {
        status: 'ACTIVE',
        title: `Active ${i}`,
        startAt: new Date(Date.now() + (i + 2) * HOUR),
      });
    }
    const { recentActiveMissions } = await stats();
    expect(recentActiveMissions).toHaveLength(5);
    expect(recentActiveMissions[0]).toMatchObject({ title: 'Active 4', status: 'ACTIVE', client: null });
    expect(recentActiveMissions[0]._count).toEqual({ assignments: 0 });
  });

  it('counts as available the active agents not on a shift of an active mission right now', async () => {
    const db = t.database.db;
    const [onDuty, plannedLater, onQuietMission, inactive] = [
      await createUser(db, { role: 'AGENT' }),
      await createUser(db, { role: 'AGENT' }),
      await createUser(db, { role: 'LEAD' }),
      await createUser(db, { role: 'AGENT', isActive: false }),
    ];
    const active = await givenMission(db, { status: 'ACTIVE' });
    const preparing = await givenMission(db, { status: 'PREPARATION' });
    const now = Date.now();
    const shift = (agentId: string, missionId: string, from: number) => ({
      agentId,
      missionId,
      startAt: new Date(now + from * HOUR),
      endAt: new Date(now + (from + 3) * HOUR),
    });
    for (const user of [onDuty, plannedLater]) await givenAssignment(db, active.id, user.agentId!);
    await db
      .insert(shifts)
      .values([
        shift(onDuty.agentId!, active.id, -1),
        shift(plannedLater.agentId!, active.id, 2),
        shift(onQuietMission.agentId!, preparing.id, -1),
      ]);
    expect(inactive.agentId).not.toBeNull();

    expect((await stats()).availableAgents).toBe(2);
    await db.update(users).set({ isActive: false }).where(eq(users.id, plannedLater.id));
    expect((await stats()).availableAgents).toBe(1);
  });

  it('is for staff only', async () => {
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    expect((await call(agent, 'GET', '/api/dashboard/stats')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/dashboard/stats')).statusCode).toBe(401);
  });
});
