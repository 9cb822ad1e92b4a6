import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { attendances, missions, shifts } from '../../db/schema/index.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShift } from '../planning/planning-fixtures.ts';
import { at, givenAgentOnShift, PLACE } from './attendance.fixtures.ts';

const HOUR = 3_600_000;

describe('attendance rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/attendance/${url}`, headers, payload });
  const given = (options?: Parameters<typeof givenAgentOnShift>[2]) =>
    givenAgentOnShift(t.app, t.database.db, options);
  type Given = Awaited<ReturnType<typeof given>>;
  const startBody = (g: Given) => ({
    agentId: g.agentId,
    missionId: g.missionId,
    shiftId: g.shiftId,
    ...PLACE,
  });
  const start = async (g: Given) => {
    const res = await post('start', g.headers, startBody(g));
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const setAttendance = (id: string, values: Partial<typeof attendances.$inferInsert>) =>
    t.database.db.update(attendances).set(values).where(eq(attendances.id, id));

  it('refuses a start on an archived mission, writing nothing', async () => {
    const g = await given();
    await t.database.db.update(missions).set({ status: 'ARCHIVED' }).where(eq(missions.id, g.missionId));
    const res = await post('start', g.headers, startBody(g));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.missionArchived);
    expect(await t.database.db.select().from(attendances).where(eq(attendances.shiftId, g.shiftId))).toEqual(
      [],
    );
  });

  it('refuses a second start of a shift in progress, and a start while another shift is in progress', async () => {
    const g = await given({ from: -30, to: 60 });
    await start(g);
    const again = await post('start', g.headers, startBody(g));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.attendanceAlreadyStarted);
    const nextShift = await insertShift(t.database.db, {
      agentId: g.agentId,
      missionId: g.missionId,
      startAt: at(55),
      endAt: at(200),
    });
    const next = await post('start', g.headers, { ...startBody(g), shiftId: nextShift });
    expect(next.statusCode).toBe(409);
    expect(next.json().message).toBe(MSG.attendanceOtherActive);
  });

  it('refuses resume on an attendance in progress, and after the shift end even within 10 minutes', async () => {
    const g = await given({ from: -30, to: 60 });
    const id = await start(g);
    const early = await post('resume', g.headers, { attendanceId: id, ...PLACE });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MSG.attendanceNotCompleted);
    await post('end', g.headers, { attendanceId: id, ...PLACE });
    await t.database.db
      .update(shifts)
      .set({ endAt: new Date(Date.now() - 60_000) })
      .where(eq(shifts.id, g.shiftId));
    const late = await post('resume', g.headers, { attendanceId: id, ...PLACE });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MSG.attendanceResumeTooLate);
  });

  it('counts time after the shift end as overtime, and not the gap before a resume', async () => {
    const g = await given({ from: -30, to: 240 });
    const id = await start(g);
    // Clocked in 3 hours ago on a shift that began 3 hours ago and ended 1 hour ago.
    const threeHoursAgo = new Date(Date.now() - 3 * HOUR);
    await setAttendance(id, { startTime: threeHoursAgo, periodStart: threeHoursAgo });
    await t.database.db
      .update(shifts)
      .set({ startAt: threeHoursAgo, endAt: new Date(Date.now() - HOUR) })
      .where(eq(shifts.id, g.shiftId));
    const end = (await post('end', g.headers, { attendanceId: id, ...PLACE })).json();
    expect(end.regularHours).toBeCloseTo(2, 2);
    expect(end.overtimeHours).toBeCloseTo(1, 2);
    expect(end.dayHours + end.nightHours).toBeCloseTo(3, 3);

    const g2 = await given({ from: -30, to: 240 });
    const id2 = await start(g2);
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    await setAttendance(id2, { startTime: twoHoursAgo, periodStart: twoHoursAgo });
    await t.database.db.update(shifts).set({ startAt: twoHoursAgo }).where(eq(shifts.id, g2.shiftId));
    await post('end', g2.headers, { attendanceId: id2, ...PLACE });
    // It ended 8 minutes ago, one hour after its start; the 8 minutes before the resume are not worked.
    await setAttendance(id2, { endTime: new Date(Date.now() - 8 * 60_000), regularHours: 1, dayHours: 1 });
    expect((await post('resume', g2.headers, { attendanceId: id2, ...PLACE })).statusCode).toBe(200);
    const final = (await post('end', g2.headers, { attendanceId: id2, ...PLACE })).json();
    expect(final.regularHours).toBeCloseTo(1, 2);
    expect(final.status).toBe('COMPLETED');
  });

  it('refuses staff on every agent action, and a field account without an agent profile', async () => {
    const g = await given();
    const id = await start(g);
    const supervisor = await authHeader(t.app, await createUser(t.database.db, { role: 'SUPERVISOR' }));
    for (const [url, body] of [
      ['overtime', { attendanceId: id, requestedHours: 1 }],
      ['end', { attendanceId: id, ...PLACE }],
      ['resume', { attendanceId: id, ...PLACE }],
    ] as const) {
      expect((await post(url, supervisor, body)).statusCode, url).toBe(403);
    }
    const noProfile = await authHeader(
      t.app,
      await createUser(t.database.db, { role: 'AGENT', withAgent: false }),
    );
    const res = await post('check-proximity', noProfile, { missionId: g.missionId, ...PLACE });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.attendanceAgentUnknown);
  });

  it('answers NUL bytes and malformed ids with a 400, never a 500', async () => {
    const g = await given();
    const body = { agentId: g.agentId, missionId: g.missionId, shiftId: `${g.shiftId}\u0000`, ...PLACE };
    expect((await post('start', g.headers, body)).statusCode).toBe(400);
    expect((await post('end', g.headers, { attendanceId: '\u0000', ...PLACE })).statusCode).toBe(400);
    const staff = await authHeader(t.app, await createUser(t.database.db, { role: 'ADMIN' }));
    for (const url of [
      '/api/attendance/active/%00',
      '/api/attendance/all?agentId=%00',
      '/api/attendance/all?startDate=2026-02-30',
      '/api/attendance/all?endDate=%00',
      '/api/attendance/export?format=csv&missionId=x%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: staff });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/[a-zé]/);
    }
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/payroll',
      headers: staff,
      payload: { nightStart: '21:00\u0000', nightEnd: '06:00' },
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().message).toBe(MSG.controlCharacters);
  });
});
