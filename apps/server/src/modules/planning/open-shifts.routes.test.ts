import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import type { Board } from '@secops/domain/planning-board';
import type { Shift } from '@secops/domain/planning.schemas';
import { missionAssignments } from '../../db/schema/index.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertMission, insertShift } from './planning-fixtures.ts';

describe('open shifts (agentId null)', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.app, await createUser(t.database.db, { role: 'SUPERVISOR' }));
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers = staff,
  ) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload && { payload }) });
  const open = (missionId: string, day: number, extra: object = {}) =>
    call('POST', '/planning/shifts', {
      agentId: null,
      missionId,
      startAt: `2024-04-${String(day).padStart(2, '0')}T07:00:00Z`,
      endAt: `2024-04-${String(day).padStart(2, '0')}T15:00:00Z`,
      ...extra,
    });

  it('plans open shifts, several on one slot, with nobody assigned to the mission', async () => {
    const missionId = await insertMission(t.database.db);
    const [first, second] = [await open(missionId, 2, { zone: 'Accueil' }), await open(missionId, 2)];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json()).toMatchObject({ agentId: null, agent: null, zone: 'Accueil', missionId });
    const assigned = await t.database.db
      .select()
      .from(missionAssignments)
      .where(eq(missionAssignments.missionId, missionId));
    expect(assigned).toEqual([]);
    const series = await open(missionId, 8, {
      recurring: true,
      recurringType: 'DAILY',
      recurringEndDate: '2024-04-10',
    });
    expect((series.json() as Shift[]).map((s) => s.agentId)).toEqual([null, null, null]);
  });

  it('lists the open shifts with open=true (alone or with a mission), and still asks for a filter without', async () => {
    const missionId = await insertMission(t.database.db);
    const filled = await insertShift(t.database.db, {
      agentId: await insertAgent(t.database.db),
      missionId,
      startAt: '2024-04-03T07:00:00Z',
      endAt: '2024-04-03T15:00:00Z',
    });
    const id = (await open(missionId, 3)).json().id as string;
    const mine = await call('GET', `/planning/shifts?missionId=${missionId}&open=true`);
    expect((mine.json() as Shift[]).map((s) => s.id)).toEqual([id]);
    const all = await call('GET', `/planning/shifts?missionId=${missionId}`);
    // Both at 07:00: in id order, whichever that is.
    expect((all.json() as Shift[]).map((s) => s.id).sort()).toEqual([filled, id].sort());
    const everywhere = (await call('GET', '/planning/shifts?open=true&limit=200')).json() as Shift[];
    expect(everywhere.map((s) => s.id)).toContain(id);
    expect(everywhere.every((s) => s.agentId === null)).toBe(true);
    const none = await call('GET', '/planning/shifts?open=false');
    expect([none.statusCode, none.json().message]).toEqual([400, MSG.planningFilterRequired]);
    expect((await call('GET', '/planning/shifts?open=yes')).statusCode).toBe(400);
  });

  it("is filled by PATCH {agentId} under the agent's rules: refused over another shift, then given to a free agent", async () => {
    const missionId = await insertMission(t.database.db);
    const [busy, free] = [await insertAgent(t.database.db), await insertAgent(t.database.db)];
    await insertShift(t.database.db, {
      agentId: busy,
      missionId: await insertMission(t.database.db),
      startAt: '2024-04-04T10:00:00Z',
      endAt: '2024-04-04T12:00:00Z',
    });
    const id = (await open(missionId, 4)).json().id as string;
    const refused = await call('PATCH', `/planning/shifts/${id}`, { agentId: busy });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'SHIFT_OVERLAP']);
    const filled = await call('PATCH', `/planning/shifts/${id}`, { agentId: free });
    expect(filled.statusCode).toBe(200);
    expect(filled.json()).toMatchObject({ id, agentId: free, agent: { id: free } });
    const assigned = await t.database.db
      .select()
      .from(missionAssignments)
      .where(and(eq(missionAssignments.missionId, missionId), eq(missionAssignments.agentId, free)));
    expect(assigned).toHaveLength(1);
  });

  it('moves an open shift to another day, keeps it open, and counts it on the board', async () => {
    const missionId = await insertMission(t.database.db, { title: 'Salon — accueil' });
    const id = (await open(missionId, 16)).json().id as string;
    const moved = await call('PATCH', `/planning/shifts/${id}`, {
      startAt: '2024-04-17T07:00:00Z',
      endAt: '2024-04-17T15:00:00Z',
    });
    expect(moved.json()).toMatchObject({ agentId: null, startAt: '2024-04-17T07:00:00.000Z' });
    const board = (await call('GET', '/planning/board?from=2024-04-15&to=2024-04-21')).json() as Board;
    expect(board.shifts.find((s) => s.id === id)).toMatchObject({ agentId: null });
    expect(board.openShiftCount).toBeGreaterThanOrEqual(1);
    expect(board.missions.find((m) => m.id === missionId)).toMatchObject({
      shiftCount: 1,
      openShiftCount: 1,
    });
  });

  it('copies an open shift open, and brings back a deleted one', async () => {
    const missionId = await insertMission(t.database.db);
    // Tuesday 23 April 2024; copied to the week of Monday 29 April.
    const id = (await open(missionId, 23)).json().id as string;
    const copy = await call('POST', '/planning/copy-week', {
      fromWeek: '2024-04-22',
      toWeek: '2024-04-29',
      missionId,
    });
    expect(copy.json()).toEqual({ created: 1, skipped: [] });
    const copies = (await call('GET', `/planning/shifts?missionId=${missionId}&open=true`)).json() as Shift[];
    expect(copies.map((s) => s.startAt)).toEqual(['2024-04-23T07:00:00.000Z', '2024-04-30T07:00:00.000Z']);
    expect((await call('DELETE', `/planning/shifts/${id}`)).statusCode).toBe(204);
    const back = await call('POST', `/planning/shifts/${id}/restore`);
    expect([back.statusCode, back.json().agentId]).toEqual([200, null]);
  });

  it('refuses an agent planning an open shift (403) and a missing agentId (400)', async () => {
    const missionId = await insertMission(t.database.db);
    const guard = await authHeader(t.app, await createUser(t.database.db, { role: 'AGENT' }));
    expect((await open(missionId, 5, {})).statusCode).toBe(201);
    const asGuard = await call(
      'POST',
      '/planning/shifts',
      { agentId: null, missionId, startAt: '2024-04-05T07:00:00Z', endAt: '2024-04-05T15:00:00Z' },
      guard,
    );
    expect(asGuard.statusCode).toBe(403);
    const missing = await call('POST', '/planning/shifts', {
      missionId,
      startAt: '2024-04-05T07:00:00Z',
      endAt: '2024-04-05T15:00:00Z',
    });
    expect([missing.statusCode, missing.json().message]).toEqual([400, MSG.shiftAgentRequired]);
  });
});
