import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertMission, insertShift } from './planning-fixtures.ts';

describe('GET /api/planning/busy-agents', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.app, await createUser(t.database.db, { role: 'SUPERVISOR' }));
  });
  afterAll(() => t.close());

  it('names the agents with a shift on another mission during the mission, and only them', async () => {
    const db = t.database.db;
    const window = { startAt: '2026-06-10T08:00:00Z', endAt: '2026-06-10T18:00:00Z' };
    const mission = await insertMission(db, window);
    const elsewhere = await insertMission(db);
    const [busy, free, before, here] = await Promise.all([
      insertAgent(db),
      insertAgent(db),
      insertAgent(db),
      insertAgent(db),
    ]);
    await insertShift(db, {
      agentId: busy,
      missionId: elsewhere,
      startAt: '2026-06-10T16:00:00Z',
      endAt: '2026-06-10T23:00:00Z',
    });
    await insertShift(db, {
      agentId: before,
      missionId: elsewhere,
      startAt: '2026-06-10T00:00:00Z',
      endAt: '2026-06-10T08:00:00Z',
    });
    await insertShift(db, { agentId: here, missionId: mission, ...window });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/planning/busy-agents?missionId=${mission}`,
      headers: staff,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().agentIds).toEqual([busy]);
    expect(res.json().agentIds).not.toContain(free);
  });

  it('refuses a bad or unknown mission and field users', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/planning/busy-agents?missionId=abc',
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/planning/busy-agents?missionId=00000000-0000-4000-8000-000000000000',
      headers: staff,
    });
    expect(unknown.statusCode).toBe(404);
    const agent = await authHeader(t.app, await createUser(t.database.db, { role: 'AGENT' }));
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/planning/busy-agents?missionId=00000000-0000-4000-8000-000000000000',
      headers: agent,
    });
    expect(refused.statusCode).toBe(403);
  });
});
