import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_TIME } from '@secops/domain/working-time';
import { shifts } from '../../db/schema/index.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertMission, insertShift } from './planning-fixtures.ts';

describe('working-time rules on planning writes, and their settings', () => {
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

  const post = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/planning/shifts', headers, payload });
  const settings = (headers: Record<string, string>, payload?: object) =>
    t.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/settings/working-time',
      headers,
      ...(payload && { payload }),
    });
  const stored = async (id: string) =>
    (await t.database.db.select().from(shifts).where(eq(shifts.id, id)))[0];

  it('refuses a 20-hour shift with 409 WORKING_TIME and its violations in French', async () => {
    const [agentId, missionId] = [await insertAgent(t.database.db), await insertMission(t.database.db)];
    const res = await post(supervisor, {
      agentId,
      missionId,
      startAt: '2024-03-12T06:00:00+01:00',
      endAt: '2024-03-13T02:00:00+01:00',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: 'WORKING_TIME',
      message:
        'Cet horaire enfreint les règles de temps de travail : Travail de 20 h sur une journée (maximum 12 h) ; ' +
        'Amplitude de 20 h sur une journée (maximum 13 h)',
      violations: [
        { rule: 'MAX_SHIFT', message: 'Travail de 20 h sur une journée (maximum 12 h)' },
        { rule: 'DAY_SPAN', message: 'Amplitude de 20 h sur une journée (maximum 13 h)' },
      ],
    });
    expect(await t.database.db.select().from(shifts).where(eq(shifts.agentId, agentId))).toEqual([]);
  });

  it('refuses a shift 6 h after another on any mission (daily rest), whatever the mission', async () => {
    const agentId = await insertAgent(t.database.db);
    await insertShift(t.database.db, {
      agentId,
      missionId: await insertMission(t.database.db),
      startAt: '2024-03-12T07:00:00Z',
      endAt: '2024-03-12T19:00:00Z',
    });
    const res = await post(supervisor, {
      agentId,
      missionId: await insertMission(t.database.db),
      startAt: '2024-03-13T01:00:00Z',
      endAt: '2024-03-13T09:00:00Z',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().violations.map((v: { rule: string }) => v.rule)).toEqual([
      'MAX_SHIFT',
      'DAY_SPAN',
      'DAILY_REST',
    ]);
  });

  it("checks every occurrence of a recurrence: a daily series breaks the week's hours, days and rest", async () => {
    const [agentId, missionId] = [await insertAgent(t.database.db), await insertMission(t.database.db)];
    const res = await post(supervisor, {
      agentId,
      missionId,
      startAt: '2024-03-11T09:00:00+01:00',
      endAt: '2024-03-11T17:00:00+01:00',
      recurring: true,
      recurringType: 'DAILY',
      recurringEndDate: '2024-03-17',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().violations).toEqual([
      { rule: 'WEEKLY_MAX', message: '56 h de travail la semaine du 11/03 (maximum 48 h)' },
      { rule: 'MAX_DAYS', message: '7 jours travaillés la semaine du 11/03 (maximum 6)' },
      { rule: 'WEEKLY_REST', message: 'Pas de repos de 35 h consécutives la semaine du 11/03' },
    ]);
  });

  it('a supervisor cannot override; an admin can, and the override stays on the shift and in the audit log', async () => {
    const [agentId, missionId] = [await insertAgent(t.database.db), await insertMission(t.database.db)];
    const body = {
      agentId,
      missionId,
      startAt: '2024-03-12T06:00:00+01:00',
      endAt: '2024-03-12T21:00:00+01:00',
      acknowledgeViolations: true,
    };
    const refused = await post(supervisor, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Seul un administrateur peut enregistrer un horaire qui enfreint les règles de temps de travail : /,
    );
    const saved = await post(admin, body);
    expect(saved.statusCode).toBe(201);
    const violations = [
      { rule: 'MAX_SHIFT', message: 'Travail de 15 h sur une journée (maximum 12 h)' },
      { rule: 'DAY_SPAN', message: 'Amplitude de 15 h sur une journée (maximum 13 h)' },
    ];
    expect(saved.json().workingTimeOverride).toEqual(violations);
    expect((await stored(saved.json().id))?.workingTimeOverride).toEqual(violations);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log?entityType=shift&entityId=${saved.json().id}`,
      headers: admin,
    });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain('Travail de 15 h sur une journée (maximum 12 h)');
  });

  it('accepts an ordinary shift without an override', async () => {
    const [agentId, missionId] = [await insertAgent(t.database.db), await insertMission(t.database.db)];
    const res = await post(supervisor, {
      agentId,
      missionId,
      startAt: '2024-03-12T08:00:00+01:00',
      endAt: '2024-03-12T20:00:00+01:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().workingTimeOverride).toBeNull();
  });

  it('reads the legal defaults; an admin changes them and planning follows; a supervisor only reads', async () => {
    expect((await settings(supervisor)).json()).toEqual(DEFAULT_WORKING_TIME);
    expect((await settings(agent)).statusCode).toBe(403);
    const stricter = { ...DEFAULT_WORKING_TIME, maxDayWorkHours: 10, minPeriodHours: 4 };
    expect((await settings(supervisor, stricter)).statusCode).toBe(403);
    const bad = await settings(admin, { ...DEFAULT_WORKING_TIME, maxDaysPerWeek: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Indiquez un nombre de jours entre 1 et 7');
    const saved = await settings(admin, stricter);
    expect(saved.statusCode).toBe(200);
    expect((await settings(supervisor)).json()).toEqual(stricter);
    try {
      const [agentId, missionId] = [await insertAgent(t.database.db), await insertMission(t.database.db)];
      const res = await post(supervisor, {
        agentId,
        missionId,
        startAt: '2024-03-12T08:00:00+01:00',
        endAt: '2024-03-12T19:00:00+01:00',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().violations).toEqual([
        { rule: 'MAX_SHIFT', message: 'Travail de 11 h sur une journée (maximum 10 h)' },
      ]);
      const short = await post(supervisor, {
        agentId,
        missionId,
        startAt: '2024-03-14T08:00:00+01:00',
        endAt: '2024-03-14T10:00:00+01:00',
      });
      expect(short.json().violations).toEqual([
        { rule: 'MIN_PERIOD', message: 'Période de travail de 2 h (minimum 4 h)' },
      ]);
    } finally {
      await settings(admin, DEFAULT_WORKING_TIME);
    }
  });
});
