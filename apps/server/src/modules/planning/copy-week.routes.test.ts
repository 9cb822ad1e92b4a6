import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { shifts } from '../../db/schema/index.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertMission, insertShift } from './planning-fixtures.ts';

describe('POST /api/planning/copy-week', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.app, await createUser(t.database.db, { role: 'SUPERVISOR' }));
  });
  afterAll(() => t.close());

  const copy = (payload: object, headers = staff) =>
    t.app.inject({ method: 'POST', url: '/api/planning/copy-week', headers, payload });
  const startsOf = async (agentId: string) =>
    (await t.database.db.select().from(shifts).where(eq(shifts.agentId, agentId)))
      .map((s) => s.startAt.toISOString())
      .sort();

  it('copies a week of one mission at the same Paris times, across the change to summer time', async () => {
    const agentId = await insertAgent(t.database.db);
    const missionId = await insertMission(t.database.db);
    const other = await insertMission(t.database.db);
    // Week of Monday 25 March 2024 (winter on the 25th, summer from Sunday 31): 08:00 Paris is 07:00 UTC.
    await insertShift(t.database.db, {
      agentId,
      missionId,
      startAt: '2024-03-25T07:00:00Z',
      endAt: '2024-03-25T15:00:00Z',
    });
    await insertShift(t.database.db, {
      agentId,
      missionId: other,
      startAt: '2024-03-27T07:00:00Z',
      endAt: '2024-03-27T15:00:00Z',
    });
    const res = await copy({ fromWeek: '2024-03-25', toWeek: '2024-04-01', missionId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 1, skipped: [] });
    // 08:00 Paris on Monday 1 April is 06:00 UTC (summer time); the other mission's shift was not copied.
    expect(await startsOf(agentId)).toEqual([
      '2024-03-25T07:00:00.000Z',
      '2024-03-27T07:00:00.000Z',
      '2024-04-01T06:00:00.000Z',
    ]);
  });

  it('skips, with the reason, a copy that overlaps or breaks a working-time rule, and keeps the others', async () => {
    const [busy, tired, free] = [
      await insertAgent(t.database.db),
      await insertAgent(t.database.db),
      await insertAgent(t.database.db),
    ];
    const missionId = await insertMission(t.database.db, { title: 'Résidence Les Tilleuls' });
    const ids: Record<string, string> = {};
    for (const [name, agentId] of Object.entries({ busy, tired, free }))
      ids[name] = await insertShift(t.database.db, {
        agentId,
        missionId,
        startAt: '2024-06-04T06:00:00Z',
        endAt: '2024-06-04T14:00:00Z',
      });
    // In the target week: the busy agent already works then, the tired one until 02:00 that night.
    await insertShift(t.database.db, {
      agentId: busy,
      missionId,
      startAt: '2024-06-11T10:00:00Z',
      endAt: '2024-06-11T12:00:00Z',
    });
    await insertShift(t.database.db, {
      agentId: tired,
      missionId,
      startAt: '2024-06-10T18:00:00Z',
      endAt: '2024-06-11T00:00:00Z',
    });
    const res = await copy({ fromWeek: '2024-06-03', toWeek: '2024-06-10', missionId });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { created: number; skipped: { shiftId: string; startAt: string }[] };
    expect(body.skipped.map((s) => s.startAt)).toEqual([
      '2024-06-04T06:00:00.000Z',
      '2024-06-04T06:00:00.000Z',
    ]);
    expect(body.created).toBe(1);
    // Both start at the same time: listed in either order.
    expect(body.skipped).toHaveLength(2);
    expect(body.skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          shiftId: ids.busy,
          agentName: 'Camille Martin',
          reason: `${MSG.shiftOverlap} (Résidence Les Tilleuls, 11/06 12:00–14:00)`,
        }),
        expect.objectContaining({
          shiftId: ids.tired,
          reason: expect.stringMatching(
            /^Cet horaire enfreint les règles de temps de travail : .*Repos de 6 h/,
          ),
        }),
      ]),
    );
    expect(await startsOf(free)).toEqual(['2024-06-04T06:00:00.000Z', '2024-06-11T06:00:00.000Z']);
    expect(await startsOf(busy)).toHaveLength(2);
  });

  it('refuses a week that does not start on a Monday, the same week twice, and an agent', async () => {
    const notMonday = await copy({ fromWeek: '2024-06-04', toWeek: '2024-06-10' });
    expect([notMonday.statusCode, notMonday.json().message]).toEqual([400, MSG.copyWeekMonday]);
    const same = await copy({ fromWeek: '2024-06-03', toWeek: '2024-06-03' });
    expect([same.statusCode, same.json().message]).toEqual([400, MSG.copyWeekSame]);
    expect((await copy({ fromWeek: '2024-06-03', toWeek: '2024-06-10', missionId: 'x' })).statusCode).toBe(
      400,
    );
    const agent = await authHeader(t.app, await createUser(t.database.db, { role: 'AGENT' }));
    expect((await copy({ fromWeek: '2024-06-03', toWeek: '2024-06-10' }, agent)).statusCode).toBe(403);
  });
});
