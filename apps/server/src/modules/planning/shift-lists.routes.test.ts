import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertAttendance, insertMission, insertShift } from './planning-fixtures.ts';

describe('reading shifts', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let agentUser: TestUser;
  let missionId: string;
  let otherAgentId: string;
  let workedShiftId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    staff = await authHeader(t.app, await createUser(db, { role: 'ADMIN' }));
    agentUser = await createUser(db, { role: 'AGENT' });
    const agentId = agentUser.agentId!;
    missionId = await insertMission(db, { title: 'Salon Bourget' });
    otherAgentId = await insertAgent(db);
    workedShiftId = await insertShift(db, {
      agentId,
      missionId,
      startAt: '2024-03-12T07:00:00Z',
      endAt: '2024-03-12T15:00:00Z',
    });
    await insertAttendance(db, workedShiftId, agentId, missionId);
    await insertShift(db, {
      agentId,
      missionId,
      startAt: '2024-03-13T07:00:00Z',
      endAt: '2024-03-13T15:00:00Z',
    });
    await insertShift(db, {
      agentId: otherAgentId,
      missionId,
      startAt: '2024-03-12T07:00:00Z',
      endAt: '2024-03-12T15:00:00Z',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers = staff) => t.app.inject({ method: 'GET', url, headers });

  it("lists a mission's shifts in start order, with agent and mission", async () => {
    const res = await get(`/api/planning/shifts?missionId=${missionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    expect(res.json()[2]).toMatchObject({
      startAt: '2024-03-13T07:00:00.000Z',
      mission: { title: 'Salon Bourget' },
    });
  });

  it("lists an agent's shifts within a period", async () => {
    const url = `/api/planning/shifts?agentId=${agentUser.agentId}&from=2024-03-13T00:00:00Z&to=2024-03-14T00:00:00Z`;
    const res = await get(url);
    expect(res.json().map((s: { startAt: string }) => s.startAt)).toEqual(['2024-03-13T07:00:00.000Z']);
  });

  it('asks for a mission or an agent', async () => {
    const res = await get('/api/planning/shifts');
    expect([res.statusCode, res.json().message]).toEqual([400, MSG.planningFilterRequired]);
  });

  it('lets an agent read their own shifts, with mission and attendances', async () => {
    const res = await get(
      `/api/agents/${agentUser.agentId}/shifts?from=2024-03-01T00:00:00Z`,
      await authHeader(t.app, agentUser),
    );
    expect(res.statusCode).toBe(200);
    const [worked, next] = res.json();
    expect(worked).toMatchObject({
      id: workedShiftId,
      mission: { title: 'Salon Bourget', locationAddress: '10 rue de Rivoli, 75001 Paris' },
      attendances: [{ status: 'STARTED', startTime: '2024-03-12T07:00:00.000Z', endTime: null }],
    });
    expect(next.attendances).toEqual([]);
  });

  it('starts with the last 7 days when no period is given', async () => {
    const res = await get(`/api/agents/${agentUser.agentId}/shifts`);
    expect(res.json()).toEqual([]);
  });

  it("refuses an agent reading another agent's shifts with 403", async () => {
    const res = await get(`/api/agents/${otherAgentId}/shifts`, await authHeader(t.app, agentUser));
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 to staff for an unknown agent', async () => {
    expect((await get('/api/agents/00000000-0000-4000-8000-000000000000/shifts')).statusCode).toBe(404);
  });

  it('refuses an agent on the staff routes with 403', async () => {
    const headers = await authHeader(t.app, agentUser);
    const day = { startAt: '2024-04-01T07:00:00Z', endAt: '2024-04-01T15:00:00Z' };
    const calls = [
      t.app.inject({ method: 'GET', url: `/api/planning/shifts?missionId=${missionId}`, headers }),
      t.app.inject({
        method: 'POST',
        url: '/api/planning/shifts',
        headers,
        payload: { agentId: agentUser.agentId, missionId, ...day },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/planning/shifts/${workedShiftId}`, headers }),
    ];
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([403, 403, 403]);
  });
});
