import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { attendances } from '../../db/schema/index.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { givenAgentOnShift, north, PLACE } from './attendance.fixtures.ts';

describe('attendance actions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/attendance/${url}`, headers, payload });
  const given = (options?: Parameters<typeof givenAgentOnShift>[2]) =>
    givenAgentOnShift(t.app, t.database.db, options);
  const startBody = (g: Awaited<ReturnType<typeof given>>, position = PLACE) => ({
    agentId: g.agentId,
    missionId: g.missionId,
    shiftId: g.shiftId,
    ...position,
    accuracy: 8,
  });
  const rowsOf = (shiftId: string) =>
    t.database.db.select().from(attendances).where(eq(attendances.shiftId, shiftId));

  it('measures the distance to the mission place on the server', async () => {
    const g = await given();
    const near = await post('check-proximity', g.headers, { missionId: g.missionId, ...north(300) });
    expect(near.statusCode).toBe(200);
    expect(near.json()).toEqual({ canStart: true, distance: 300 });
    const far = await post('check-proximity', g.headers, { missionId: g.missionId, ...north(3000) });
    expect(far.json()).toEqual({ canStart: false, distance: 3000 });
  });

  it('answers an unknown distance for a mission without coordinates', async () => {
    const g = await given({ lat: null });
    const res = await post('check-proximity', g.headers, { missionId: g.missionId, ...PLACE });
    expect(res.json()).toEqual({ canStart: false, distance: null });
  });

  it('runs start → overtime → end → resume → end, with hours computed on the server', async () => {
    const g = await given();
    const start = await post('start', g.headers, startBody(g, north(120)));
    expect(start.statusCode).toBe(201);
    const started = start.json();
    expect(started).toMatchObject({
      status: 'STARTED',
      agentId: g.agentId,
      shiftId: g.shiftId,
      startAccuracy: 8,
      lowAccuracy: false,
      endTime: null,
    });
    const active = await t.app.inject({
      method: 'GET',
      url: `/api/attendance/active/${g.agentId}`,
      headers: g.headers,
    });
    expect(active.json()).toMatchObject({ id: started.id, status: 'STARTED' });

    const overtime = await post('overtime', g.headers, { attendanceId: started.id, requestedHours: 1 });
    expect(overtime.statusCode).toBe(200);
    expect(overtime.json()).toMatchObject({ status: 'OVERTIME', requestedHours: 1 });
    const again = await post('overtime', g.headers, { attendanceId: started.id, requestedHours: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.attendanceAlreadyOvertime);

    const end = await post('end', g.headers, { attendanceId: started.id, ...PLACE, accuracy: 5 });
    expect(end.statusCode).toBe(200);
    expect(end.json()).toMatchObject({ status: 'COMPLETED', endAccuracy: 5 });
    expect(end.json().endTime).not.toBeNull();
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/attendance/active/${g.agentId}`,
      headers: g.headers,
    });
    expect(none.json()).toBeNull();
    const endAgain = await post('end', g.headers, { attendanceId: started.id, ...PLACE });
    expect(endAgain.statusCode).toBe(409);
    expect(endAgain.json().message).toBe(MSG.attendanceNoActive);

    const resume = await post('resume', g.headers, { attendanceId: started.id, ...PLACE });
    expect(resume.statusCode).toBe(200);
    expect(resume.json()).toMatchObject({ status: 'STARTED', endTime: null });
    const final = await post('end', g.headers, { attendanceId: started.id, ...PLACE });
    expect(final.json().status).toBe('COMPLETED');
    expect(await rowsOf(g.shiftId)).toHaveLength(1);
  });

  it('counts the worked time inside the shift as regular hours', async () => {
    const g = await given({ from: -30, to: 240 });
    const { id } = (await post('start', g.headers, startBody(g))).json();
    // As if the agent had clocked in 2 hours ago: the hours come from the stored start, with the server's clock.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await t.database.db
      .update(attendances)
      .set({ startTime: twoHoursAgo, periodStart: twoHoursAgo })
      .where(eq(attendances.id, id));
    const end = (await post('end', g.headers, { attendanceId: id, ...PLACE })).json();
    expect(end.regularHours).toBeCloseTo(0.5, 1);
    expect(end.overtimeHours).toBe(0);
    expect(end.dayHours + end.nightHours).toBeCloseTo(end.regularHours, 3);
  });

  it('refuses a start more than 1 km away, naming the distance', async () => {
    const g = await given();
    const res = await post('start', g.headers, startBody(g, north(3000)));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Vous êtes à 3000m du lieu (max: 1 km)');
    expect(await rowsOf(g.shiftId)).toHaveLength(0);
  });

  it('refuses a start when the mission has no coordinates', async () => {
    const g = await given({ lat: null });
    const res = await post('start', g.headers, startBody(g));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Les coordonnées GPS de la mission ne sont pas définies. Contactez un administrateur.',
    );
  });

  it('refuses a second start of the same shift, and two simultaneous starts make one attendance', async () => {
    const g = await given();
    const both = await Promise.all([
      post('start', g.headers, startBody(g)),
      post('start', g.headers, startBody(g)),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().message).toMatch(/pointage/);
    expect(await rowsOf(g.shiftId)).toHaveLength(1);
    const third = await post('start', g.headers, startBody(g));
    expect(third.statusCode).toBe(409);
  });

  it('refuses a start before the hour preceding the shift, and after the shift end', async () => {
    const early = await given({ from: 90, to: 300 });
    const res = await post('start', early.headers, startBody(early));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.attendanceTooEarly);
    const over = await given({ from: -300, to: -5 });
    expect((await post('start', over.headers, startBody(over))).json().message).toBe(MSG.attendanceShiftOver);
  });

  it("refuses another agent's shift, attendance and active attendance", async () => {
    const mine = await given();
    const other = await given({ missionId: mine.missionId });
    const forOther = await post('start', mine.headers, { ...startBody(other) });
    expect(forOther.statusCode).toBe(403);
    const otherShift = await post('start', mine.headers, { ...startBody(mine), shiftId: other.shiftId });
    expect(otherShift.statusCode).toBe(404);
    const { id } = (await post('start', other.headers, startBody(other))).json();
    for (const url of ['end', 'resume']) {
      expect((await post(url, mine.headers, { attendanceId: id, ...PLACE })).statusCode).toBe(404);
    }
    expect((await post('overtime', mine.headers, { attendanceId: id, requestedHours: 1 })).statusCode).toBe(
      404,
    );
    const active = await t.app.inject({
      method: 'GET',
      url: `/api/attendance/active/${other.agentId}`,
      headers: mine.headers,
    });
    expect(active.statusCode).toBe(403);
  });

  it('refuses a mission the agent is not on (404) and staff on the agent actions (403)', async () => {
    const g = await given();
    const stranger = await given();
    expect(
      (await post('check-proximity', stranger.headers, { missionId: g.missionId, ...PLACE })).statusCode,
    ).toBe(404);
    const staff = await authHeader(t.app, await createUser(t.database.db, { role: 'ADMIN' }));
    expect((await post('start', staff, startBody(g))).statusCode).toBe(403);
    expect((await post('check-proximity', staff, { missionId: g.missionId, ...PLACE })).statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/attendance/active/${g.agentId}`,
      headers: staff,
    });
    expect(read.statusCode).toBe(200);
  });

  it('refuses overtime on a completed attendance and a resume more than 10 minutes after the end', async () => {
    const g = await given();
    const { id } = (await post('start', g.headers, startBody(g))).json();
    await post('end', g.headers, { attendanceId: id, ...PLACE });
    expect((await post('overtime', g.headers, { attendanceId: id, requestedHours: 1 })).json().message).toBe(
      MSG.attendanceOvertimeNeedsStarted,
    );
    await t.database.db
      .update(attendances)
      .set({ endTime: new Date(Date.now() - 11 * 60_000) })
      .where(eq(attendances.id, id));
    const late = await post('resume', g.headers, { attendanceId: id, ...PLACE });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MSG.attendanceResumeTooLate);
  });

  it('answers bad input with a French 400, never a 500', async () => {
    const g = await given();
    const cases: object[] = [
      { ...startBody(g), lat: 123 },
      { ...startBody(g), shiftId: 'abc' },
      { ...startBody(g), extra: true },
      { ...startBody(g), lat: 'nord' },
      { agentId: g.agentId },
    ];
    for (const payload of cases) {
      const res = await post('start', g.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/[a-zé]/);
    }
    const bad = await post('overtime', g.headers, { attendanceId: g.shiftId, requestedHours: 'un' });
    expect(bad.statusCode).toBe(400);
    const unknown = await post('end', g.headers, { attendanceId: g.shiftId, ...PLACE });
    expect(unknown.statusCode).toBe(404);
  });
});
