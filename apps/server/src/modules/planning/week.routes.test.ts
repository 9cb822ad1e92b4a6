import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { missionAssignments } from '../../db/schema/index.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertMission } from './planning-fixtures.ts';

describe('GET /api/planning/week', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    staff = await authHeader(t.app, await createUser(db, { role: 'SUPERVISOR' }));
    const mission = (title: string, startAt: string, endAt: string) =>
      insertMission(db, { title, startAt, endAt });
    // The week of Monday 25 March 2024 ends on the night clocks go forward.
    ids.sundayNight = await mission(
      'Dimanche soir',
      '2024-03-31T23:30:00+02:00',
      '2024-03-31T23:55:00+02:00',
    );
    ids.nextMonday = await mission('Lundi suivant', '2024-04-01T00:00:00+02:00', '2024-04-01T08:00:00+02:00');
    ids.longRun = await mission('Longue mission', '2024-03-01T08:00:00+01:00', '2024-04-30T18:00:00+02:00');
    ids.endsAtMidnight = await mission(
      'Finit lundi 0 h',
      '2024-03-24T20:00:00+01:00',
      '2024-03-25T00:00:00+01:00',
    );
    ids.monday = await mission('Lundi', '2024-03-25T00:00:00+01:00', '2024-03-25T06:00:00+01:00');
    const [a, b] = [await insertAgent(db), await insertAgent(db)];
    await db.insert(missionAssignments).values([
      { missionId: ids.monday, agentId: a },
      { missionId: ids.monday, agentId: b },
    ]);
  });
  afterAll(() => t.close());

  const week = (query: string, headers = staff) =>
    t.app.inject({ method: 'GET', url: `/api/planning/week${query}`, headers });

  it('gives the Paris week holding the date, with the missions it meets', async () => {
    const res = await week('?date=2024-03-27');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect([body.start, body.end]).toEqual(['2024-03-24T23:00:00.000Z', '2024-03-31T22:00:00.000Z']);
    expect(body.missions.map((m: { id: string }) => m.id)).toEqual([
      ids.longRun,
      ids.monday,
      ids.sundayNight,
    ]);
    expect(body.missions[1]).toEqual({
      id: ids.monday,
      title: 'Lundi',
      status: 'CONFIRMED',
      startAt: '2024-03-24T23:00:00.000Z',
      endAt: '2024-03-25T05:00:00.000Z',
      locationAddress: '10 rue de Rivoli, 75001 Paris',
      _count: { assignments: 2 },
    });
  });

  it('puts a mission at 23:30 on Sunday in the week of that Sunday', async () => {
    const sunday = (await week('?date=2024-03-31')).json();
    expect(sunday.missions.map((m: { title: string }) => m.title)).toContain('Dimanche soir');
    const next = (await week('?date=2024-04-01')).json();
    expect(next.missions.map((m: { title: string }) => m.title)).toEqual(['Longue mission', 'Lundi suivant']);
  });

  it('gives the current week without a date', async () => {
    const body = (await week('')).json();
    expect(Date.parse(body.start)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(body.end)).toBeGreaterThan(Date.now());
  });

  it('refuses a malformed or impossible date with 400', async () => {
    for (const date of ['27/03/2024', '2024-02-30']) {
      const res = await week(`?date=${date}`);
      expect([res.statusCode, res.json().message]).toEqual([400, MSG.planningInvalidDay]);
    }
    expect((await week('?date=2024-03-27&status=ACTIVE')).statusCode).toBe(400);
  });

  it('refuses an agent with 403 and a visitor with 401', async () => {
    const agent = await createUser(t.database.db, { role: 'LEAD' });
    expect((await week('?date=2024-03-27', await authHeader(t.app, agent))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/planning/week' })).statusCode).toBe(401);
  });
});
