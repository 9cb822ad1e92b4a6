import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { missionAssignments, shifts } from '../../db/schema/index.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertAttendance, insertMission, insertShift } from './planning-fixtures.ts';

describe('PATCH /api/planning/shifts/{id}', () => {
  let t: TestApp;
  let supervisor: Record<string, string>;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    supervisor = await authHeader(t.app, await createUser(t.database.db, { role: 'SUPERVISOR' }));
    admin = await authHeader(t.app, await createUser(t.database.db, { role: 'ADMIN' }));
    agent = await authHeader(t.app, await createUser(t.database.db, { role: 'AGENT' }));
  });
  afterAll(() => t.close());

  const patch = (id: string, payload: object, headers = supervisor) =>
    t.app.inject({ method: 'PATCH', url: `/api/planning/shifts/${id}`, headers, payload });
  const one = (agentId: string, missionId: string, day = 12) =>
    insertShift(t.database.db, {
      agentId,
      missionId,
      startAt: `2024-03-${day}T07:00:00Z`,
      endAt: `2024-03-${day}T15:00:00Z`,
    });
  /** A weekly series of four Tuesdays, 08:00–16:00 Paris, made through the API. */
  async function weeklySeries(agentId: string, missionId: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/planning/shifts',
      headers: supervisor,
      payload: {
        agentId,
        missionId,
        startAt: '2024-03-05T08:00:00+01:00',
        endAt: '2024-03-05T16:00:00+01:00',
        recurring: true,
        recurringType: 'WEEKLY',
        recurringEndDate: '2024-03-26',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; startAt: string }[];
  }

  it('moves a shift to another agent and time; the new agent is assigned to the mission', async () => {
    const [first, second] = [await insertAgent(t.database.db), await insertAgent(t.database.db)];
    const missionId = await insertMission(t.database.db);
    const id = await one(first, missionId);
    const res = await patch(id, {
      agentId: second,
      startAt: '2024-03-13T10:00:00Z',
      endAt: '2024-03-13T18:00:00Z',
      zone: 'Hall',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      agentId: second,
      startAt: '2024-03-13T10:00:00.000Z',
      endAt: '2024-03-13T18:00:00.000Z',
      zone: 'Hall',
      agent: { id: second },
    });
    const assigned = await t.database.db
      .select({ agentId: missionAssignments.agentId })
      .from(missionAssignments)
      .where(eq(missionAssignments.missionId, missionId));
    expect(assigned.map((a) => a.agentId)).toContain(second);
  });

  it('refuses a move onto another shift of the agent, naming it; the shift is left as it was', async () => {
    const agentId = await insertAgent(t.database.db);
    const missionId = await insertMission(t.database.db, { title: 'Salon Porte de Versailles' });
    await one(agentId, missionId, 13);
    const id = await one(agentId, missionId, 12);
    const res = await patch(id, { startAt: '2024-03-13T08:00:00Z', endAt: '2024-03-13T12:00:00Z' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${MSG.shiftOverlap} (Salon Porte de Versailles, 13/03 08:00–16:00)`);
    const [row] = await t.database.db.select().from(shifts).where(eq(shifts.id, id));
    expect(row!.startAt.toISOString()).toBe('2024-03-12T07:00:00.000Z');
  });

  it('refuses a move that breaks the daily rest for a supervisor; an admin saves it acknowledged', async () => {
    const agentId = await insertAgent(t.database.db);
    const missionId = await insertMission(t.database.db);
    await one(agentId, missionId, 12);
    const id = await one(agentId, missionId, 14);
    const late = { startAt: '2024-03-12T20:00:00Z', endAt: '2024-03-13T02:00:00Z' };
    const refused = await patch(id, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'WORKING_TIME',
      violations: [
        { rule: 'MAX_SHIFT', message: 'Travail de 14 h sur une journée (maximum 12 h)' },
        { rule: 'DAY_SPAN', message: 'Amplitude de 19 h sur une journée (maximum 13 h)' },
        { rule: 'DAILY_REST', message: 'Repos de 5 h entre deux journées (minimum 11 h)' },
      ],
    });
    const insisted = await patch(id, { ...late, acknowledgeViolations: true });
    expect(insisted.statusCode).toBe(409);
    expect(insisted.json().message).toMatch(/^Seul un administrateur peut enregistrer/);
    const saved = await patch(id, { ...late, acknowledgeViolations: true }, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().workingTimeOverride).toHaveLength(3);
  });

  it("moves a weekly series from a shift on ('following'), or all of it ('all'), by the same amount", async () => {
    const agentId = await insertAgent(t.database.db);
    const missionId = await insertMission(t.database.db);
    const series = await weeklySeries(agentId, missionId);
    const following = await patch(series[2]!.id, {
      startAt: '2024-03-19T09:00:00+01:00',
      endAt: '2024-03-19T17:00:00+01:00',
      scope: 'following',
    });
    expect(following.statusCode).toBe(200);
    expect(following.json().map((s: { startAt: string }) => s.startAt)).toEqual([
      '2024-03-19T08:00:00.000Z',
      '2024-03-26T08:00:00.000Z',
    ]);
    const all = await patch(series[0]!.id, { zone: 'Parking', scope: 'all' });
    expect(all.json().map((s: { zone: string }) => s.zone)).toEqual([
      'Parking',
      'Parking',
      'Parking',
      'Parking',
    ]);
    const starts = (await t.database.db.select().from(shifts).where(eq(shifts.agentId, agentId)))
      .map((s) => s.startAt.toISOString())
      .sort();
    expect(starts).toEqual([
      '2024-03-05T07:00:00.000Z',
      '2024-03-12T07:00:00.000Z',
      '2024-03-19T08:00:00.000Z',
      '2024-03-26T08:00:00.000Z',
    ]);
  });

  it('leaves a worked occurrence of a series where it was, and refuses to move a worked shift alone', async () => {
    const agentId = await insertAgent(t.database.db);
    const missionId = await insertMission(t.database.db);
    const series = await weeklySeries(agentId, missionId);
    await insertAttendance(t.database.db, series[0]!.id, agentId, missionId);
    const alone = await patch(series[0]!.id, { startAt: '2024-03-05T09:00:00+01:00' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({
      code: 'SHIFT_HAS_ATTENDANCES',
      message: MSG.shiftHasAttendancesMove,
    });
    const all = await patch(series[0]!.id, {
      startAt: '2024-03-05T09:00:00+01:00',
      endAt: '2024-03-05T17:00:00+01:00',
      scope: 'all',
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((s: { startAt: string }) => s.startAt)).toEqual([
      '2024-03-12T08:00:00.000Z',
      '2024-03-19T08:00:00.000Z',
      '2024-03-26T08:00:00.000Z',
    ]);
  });

  it('answers 400 for a bad body, 404 for an unknown shift, 409 on an archived mission, 403 to an agent', async () => {
    const agentId = await insertAgent(t.database.db);
    const id = await one(agentId, await insertMission(t.database.db));
    const reversed = await patch(id, { endAt: '2024-03-12T06:00:00Z' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(MSG.shiftEndBeforeStart);
    const scope = await patch(id, { scope: 'some' });
    expect(scope.statusCode).toBe(400);
    expect(scope.json().message).toBe(MSG.shiftScopeInvalid);
    expect((await patch(id, { colour: 'red' })).statusCode).toBe(400);
    expect((await patch('00000000-0000-4000-8000-000000000000', { zone: 'A' })).statusCode).toBe(404);
    expect((await patch(id, { zone: 'A' }, agent)).statusCode).toBe(403);
    const archived = await one(agentId, await insertMission(t.database.db, { status: 'ARCHIVED' }), 20);
    expect((await patch(archived, { zone: 'A' })).statusCode).toBe(409);
  });
});
