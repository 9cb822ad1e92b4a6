import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { missionAssignments, shifts } from '../../db/schema/index.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertAttendance, insertMission, insertShift } from './planning-fixtures.ts';

describe('POST and DELETE /api/planning/shifts', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.app, await createUser(t.database.db, { role: 'SUPERVISOR' }));
  });
  afterAll(() => t.close());

  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/planning/shifts', headers: staff, payload });
  const day = { startAt: '2024-03-12T08:00:00+01:00', endAt: '2024-03-12T16:00:00+01:00' };
  const shiftsOf = (agentId: string) =>
    t.database.db.select().from(shifts).where(eq(shifts.agentId, agentId));

  it('creates one shift and assigns the agent to the mission with the role agent', async () => {
    const [agentId, missionId] = [await insertAgent(t.database.db), await insertMission(t.database.db)];
    const res = await post({ agentId, missionId, ...day, zone: 'Entrée', notes: null, recurring: false });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      agentId,
      missionId,
      startAt: '2024-03-12T07:00:00.000Z',
      endAt: '2024-03-12T15:00:00.000Z',
      zone: 'Entrée',
      recurring: false,
      recurringType: null,
      agent: { id: agentId, firstName: 'Camille', lastName: 'Martin' },
      mission: { id: missionId, locationAddress: '10 rue de Rivoli, 75001 Paris' },
    });
    const assignment = await t.database.db
      .select()
      .from(missionAssignments)
      .where(and(eq(missionAssignments.missionId, missionId), eq(missionAssignments.agentId, agentId)));
    expect(assignment.map((a) => a.role)).toEqual(['agent']);
  });

  it('keeps shifts, open or not, created or moved, within the mission’s period (409 SHIFT_OUTSIDE_MISSION)', async () => {
    const agentId = await insertAgent(t.database.db);
    const missionId = await insertMission(t.database.db, {
      startAt: '2024-03-12T07:00:00Z',
      endAt: '2024-03-13T07:00:00Z',
    });
    const late = { startAt: '2024-03-13T06:00:00Z', endAt: '2024-03-13T09:00:00Z' };
    for (const who of [agentId, null]) {
      const res = await post({ agentId: who, missionId, ...late });
      expect([res.statusCode, res.json().code]).toEqual([409, 'SHIFT_OUTSIDE_MISSION']);
      expect(res.json().message).toBe(
        "L'horaire doit être compris dans la période de la mission (12/03 08:00–13/03 08:00)",
      );
    }
    const inside = await post({ agentId, missionId, ...day });
    expect(inside.statusCode).toBe(201);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/planning/shifts/${inside.json().id}`,
      headers: staff,
      payload: late,
    });
    expect([moved.statusCode, moved.json().code]).toEqual([409, 'SHIFT_OUTSIDE_MISSION']);
    expect(await shiftsOf(agentId)).toHaveLength(1);
  });

  it('refuses a shift overlapping another of the agent on the same mission, naming the conflict', async () => {
    const agentId = await insertAgent(t.database.db);
    const missionId = await insertMission(t.database.db, { title: 'Gala Opéra' });
    expect((await post({ agentId, missionId, ...day })).statusCode).toBe(201);
    const res = await post({
      agentId,
      missionId,
      startAt: '2024-03-12T15:00:00+01:00',
      endAt: '2024-03-12T20:00:00+01:00',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${MSG.shiftOverlap} (Gala Opéra, 12/03 08:00–16:00)`);
  });

  it('refuses a shift overlapping one on another mission, and accepts one that starts when it ends', async () => {
    const agentId = await insertAgent(t.database.db);
    const other = await insertMission(t.database.db, { title: 'Escorte Roissy' });
    await insertShift(t.database.db, {
      agentId,
      missionId: other,
      startAt: '2024-03-12T07:00:00Z',
      endAt: '2024-03-12T15:00:00Z',
    });
    const missionId = await insertMission(t.database.db);
    const clash = await post({ agentId, missionId, ...day });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`${MSG.shiftOverlap} (Escorte Roissy, 12/03 08:00–16:00)`);
    const next = await post({
      agentId,
      missionId,
      startAt: '2024-03-12T15:00:00Z',
      endAt: '2024-03-12T18:00:00Z',
    });
    expect(next.statusCode).toBe(201);
  });

  it('creates one weekly shift per occurrence, at 08:00–16:00 Paris across the October change', async () => {
    const [agentId, missionId] = [await insertAgent(t.database.db), await insertMission(t.database.db)];
    const res = await post({
      agentId,
      missionId,
      startAt: '2024-10-21T08:00:00+02:00',
      endAt: '2024-10-21T16:00:00+02:00',
      recurring: true,
      recurringType: 'WEEKLY',
      recurringEndDate: '2024-11-04',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as { startAt: string; endAt: string; recurrenceGroupId: string }[];
    expect(created.map((s) => [s.startAt, s.endAt])).toEqual([
      ['2024-10-21T06:00:00.000Z', '2024-10-21T14:00:00.000Z'],
      ['2024-10-28T07:00:00.000Z', '2024-10-28T15:00:00.000Z'],
      ['2024-11-04T07:00:00.000Z', '2024-11-04T15:00:00.000Z'],
    ]);
    expect(new Set(created.map((s) => s.recurrenceGroupId)).size).toBe(1);
    expect(res.json()[0]).toMatchObject({
      recurring: true,
      recurringType: 'WEEKLY',
      recurringEndDate: '2024-11-03T23:00:00.000Z',
    });
    expect(await shiftsOf(agentId)).toHaveLength(3);
  });

  it('creates none of the occurrences when one of them conflicts', async () => {
    const [agentId, missionId] = [
      await insertAgent(t.database.db),
      await insertMission(t.database.db, { title: 'Résidence Neuilly' }),
    ];
    await insertShift(t.database.db, {
      agentId,
      missionId,
      startAt: '2024-03-14T10:00:00Z',
      endAt: '2024-03-14T12:00:00Z',
    });
    const res = await post({
      agentId,
      missionId,
      ...day,
      recurring: true,
      recurringType: 'DAILY',
      recurringEndDate: '2024-03-18',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${MSG.shiftOverlap} (Résidence Neuilly, 14/03 11:00–13:00)`);
    expect(await shiftsOf(agentId)).toHaveLength(1);
  });

  it('lets only one of two simultaneous overlapping creations through', async () => {
    const agentId = await insertAgent(t.database.db);
    const [m1, m2] = [await insertMission(t.database.db), await insertMission(t.database.db)];
    const answers = await Promise.all([
      post({ agentId, missionId: m1, ...day }),
      post({ agentId, missionId: m2, ...day }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await shiftsOf(agentId)).toHaveLength(1);
  });

  it('refuses an inactive agent, an agent without account and an archived mission with 409', async () => {
    const missionId = await insertMission(t.database.db);
    const inactive = await post({
      agentId: await insertAgent(t.database.db, { active: false }),
      missionId,
      ...day,
    });
    expect([inactive.statusCode, inactive.json().message]).toEqual([409, MSG.planningAgentInactive]);
    const noAccount = await post({
      agentId: await insertAgent(t.database.db, { active: null }),
      missionId,
      ...day,
    });
    expect(noAccount.statusCode).toBe(409);
    const archived = await insertMission(t.database.db, { status: 'ARCHIVED' });
    const res = await post({ agentId: await insertAgent(t.database.db), missionId: archived, ...day });
    expect([res.statusCode, res.json().message]).toEqual([409, MSG.missionArchived]);
  });

  it('answers 404 for an unknown mission or agent', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missionId = await insertMission(t.database.db);
    expect((await post({ agentId: unknown, missionId, ...day })).statusCode).toBe(404);
    const res = await post({ agentId: await insertAgent(t.database.db), missionId: unknown, ...day });
    expect([res.statusCode, res.json().message]).toEqual([404, MSG.missionNotFound]);
  });

  it('refuses bad input with 400 and a French message', async () => {
    const [agentId, missionId] = [await insertAgent(t.database.db), await insertMission(t.database.db)];
    const cases: [object, string][] = [
      [{ agentId, missionId, startAt: day.endAt, endAt: day.startAt }, MSG.shiftEndBeforeStart],
      [{ agentId, missionId, ...day, recurring: true }, MSG.shiftRecurringTypeRequired],
      [
        {
          agentId,
          missionId,
          ...day,
          recurring: true,
          recurringType: 'WEEKLY',
          recurringEndDate: '2024-03-01',
        },
        MSG.shiftRecurringEndBeforeStart,
      ],
      [{ agentId, missionId, ...day, isAdmin: true }, `${MSG.unknownField} : isAdmin`],
      [{ missionId, ...day }, MSG.shiftAgentRequired],
      [{ agentId, missionId, ...day, startAt: 'demain' }, MSG.shiftStartRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  it('deletes a shift, but not one with attendances nor one on an archived mission', async () => {
    const remove = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/planning/shifts/${id}`, headers: staff });
    const [agentId, missionId] = [await insertAgent(t.database.db), await insertMission(t.database.db)];
    const free = await insertShift(t.database.db, {
      agentId,
      missionId,
      startAt: '2024-03-01T07:00:00Z',
      endAt: '2024-03-01T15:00:00Z',
    });
    expect((await remove(free)).statusCode).toBe(204);
    expect((await remove(free)).statusCode).toBe(404);
    const worked = await insertShift(t.database.db, {
      agentId,
      missionId,
      startAt: '2024-03-02T07:00:00Z',
      endAt: '2024-03-02T15:00:00Z',
    });
    await insertAttendance(t.database.db, worked, agentId, missionId);
    expect((await remove(worked)).json()).toMatchObject({
      statusCode: 409,
      message: MSG.shiftHasAttendances,
    });
    const archived = await insertMission(t.database.db, { status: 'ARCHIVED' });
    const old = await insertShift(t.database.db, {
      agentId,
      missionId: archived,
      startAt: '2024-03-03T07:00:00Z',
      endAt: '2024-03-03T15:00:00Z',
    });
    expect((await remove(old)).json()).toMatchObject({ statusCode: 409, message: MSG.missionArchived });
    expect((await remove('pas-un-id')).json()).toMatchObject({ statusCode: 400, message: MSG.idInvalid });
  });
});
