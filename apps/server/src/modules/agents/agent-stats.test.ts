import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, incidents } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, givenAssignment, givenMission } from '../missions/missions.fixtures.ts';

const HOUR = 3_600_000;

describe('GET /api/agents/{id}/stats', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let guard: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    guard = await createUser(t.database.db, { role: 'AGENT' });
    const db = t.database.db;
    const first = await givenMission(db, { title: 'Escorte Opéra' });
    const second = await givenMission(db, { title: 'Gala Trocadéro' });
    await givenMission(db, { title: 'Sans lui' });
    await givenAssignment(db, first.id, guard.agentId!);
    await givenAssignment(db, second.id, guard.agentId!);
    await db.insert(incidents).values({
      missionId: first.id,
      type: 'intrusion',
      title: 'Intrusion',
      description: 'Porte de service forcée',
      reporterId: guard.agentId,
    });
    const start = Date.parse('2026-03-02T08:00:00Z');
    await db.insert(attendances).values(
      Array.from({ length: 7 }, (_, day) => ({
        agentId: guard.agentId!,
        missionId: day % 2 ? second.id : first.id,
        status: 'COMPLETED' as const,
        startTime: new Date(start + day * 24 * HOUR),
        endTime: new Date(start + day * 24 * HOUR + 8 * HOUR),
        regularHours: 8,
        overtimeHours: day === 6 ? 1.5 : 0,
      })),
    );
  });
  afterAll(() => t.close());

  const expected = {
    totalMissions: 2,
    totalIncidents: 1,
    recentAttendances: expect.any(Array),
  };

  it('counts missions and incidents and gives the 5 latest attendances, newest first', async () => {
    const admin = await createUser(t.database.db, { role: 'ADMIN' });
    const res = await call(admin, 'GET', `/api/agents/${guard.agentId}/stats`);
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toEqual(expected);
    expect(stats.recentAttendances).toHaveLength(5);
    expect(stats.recentAttendances[0]).toEqual({
      id: expect.any(String),
      status: 'COMPLETED',
      startTime: '2026-03-08T08:00:00.000Z',
      endTime: '2026-03-08T16:00:00.000Z',
      regularHours: 8,
      overtimeHours: 1.5,
      mission: { id: expect.any(String), title: 'Escorte Opéra' },
    });
    expect(stats.recentAttendances[4].startTime).toBe('2026-03-04T08:00:00.000Z');
  });

  it('answers the agent their own statistics, and 403 for another agent', async () => {
    expect((await call(guard, 'GET', `/api/agents/${guard.agentId}/stats`)).json()).toEqual(expected);
    const other = await createUser(t.database.db, { role: 'AGENT' });
    expect((await call(other, 'GET', `/api/agents/${guard.agentId}/stats`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/agents/${guard.agentId}/stats`)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown agent and zeros for a new one', async () => {
    const admin = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const unknown = await call(admin, 'GET', '/api/agents/00000000-0000-4000-8000-000000000000/stats');
    expect(unknown.statusCode).toBe(404);
    const fresh = await createUser(t.database.db, { role: 'AGENT' });
    expect((await call(admin, 'GET', `/api/agents/${fresh.agentId}/stats`)).json()).toEqual({
      totalMissions: 0,
      totalIncidents: 0,
      recentAttendances: [],
    });
  });
});
