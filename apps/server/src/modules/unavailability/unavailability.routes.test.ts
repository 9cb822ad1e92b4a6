import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import type { Board } from '@secops/domain/planning-board';
import { auditLog } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertMission } from '../planning/planning-fixtures.ts';

const future = (days: number, hour = 8) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

describe('guards’ unavailability', () => {
  let t: TestApp;
  let guard: TestUser;
  let other: TestUser;
  let supervisor: TestUser;
  const as: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    guard = await createUser(t.database.db, { role: 'AGENT' });
    other = await createUser(t.database.db, { role: 'AGENT' });
    as.guard = await authHeader(t.app, guard);
    as.other = await authHeader(t.app, other);
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    as.supervisor = await authHeader(t.app, supervisor);
    as.admin = await authHeader(t.app, await createUser(t.database.db, { role: 'ADMIN' }));
  });
  afterAll(() => t.close());

  const declare = (agentId: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/agents/${agentId}/unavailabilities`, headers, payload });
  const list = (agentId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/agents/${agentId}/unavailabilities`, headers });
  const decide = (id: string, status: string, headers = as.supervisor!) =>
    t.app.inject({ method: 'PATCH', url: `/api/unavailabilities/${id}`, headers, payload: { status } });
  const remove = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/unavailabilities/${id}`, headers });

  it('a guard asks for leave (REQUESTED), staff grant it; training takes effect at once', async () => {
    const leave = await declare(
      guard.agentId!,
      { startAt: future(10), endAt: future(17), reason: 'LEAVE' },
      as.guard!,
    );
    expect(leave.statusCode).toBe(201);
    expect(leave.json()).toMatchObject({ agentId: guard.agentId, reason: 'LEAVE', status: 'REQUESTED' });
    const training = await declare(
      guard.agentId!,
      { startAt: future(20), endAt: future(20, 17), reason: 'TRAINING' },
      as.guard!,
    );
    expect(training.json().status).toBe('APPROVED');
    expect((await decide(leave.json().id, 'APPROVED')).json()).toMatchObject({ status: 'APPROVED' });
    // Staff's decision is in the audit log with its author (guards' own writes are not audited, as elsewhere).
    const trail = await t.database.db
      .select({ userId: auditLog.userId, action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'unavailability'), eq(auditLog.entityId, leave.json().id)))
      .orderBy(auditLog.createdAt);
    expect(trail.map((e) => [e.userId, e.action])).toEqual([[supervisor.id, 'update']]);
    expect(JSON.stringify(trail[0]!.details)).toContain('APPROVED');
    const again = await decide(leave.json().id, 'REFUSED');
    expect([again.statusCode, again.json().message]).toEqual([409, MSG.unavailabilityNotRequested]);
    expect((await decide(leave.json().id, 'APPROVED', as.guard)).statusCode).toBe(403);
    expect((await list(guard.agentId!, as.guard!)).json().map((u: { reason: string }) => u.reason)).toEqual([
      'LEAVE',
      'TRAINING',
    ]);
  });

  it("never lets a guard read, declare or remove another guard's periods", async () => {
    expect((await list(guard.agentId!, as.other!)).statusCode).toBe(403);
    const forged = await declare(
      guard.agentId!,
      { startAt: future(30), endAt: future(31), reason: 'UNAVAILABLE' },
      as.other!,
    );
    expect(forged.statusCode).toBe(403);
    const mine = await declare(
      guard.agentId!,
      { startAt: future(30), endAt: future(31), reason: 'UNAVAILABLE' },
      as.guard!,
    );
    expect((await remove(mine.json().id, as.other!)).statusCode).toBe(404);
    expect((await remove(mine.json().id, as.guard!)).statusCode).toBe(204);
    expect((await remove(mine.json().id, as.guard!)).statusCode).toBe(404);
  });

  it("shows sickness as such to the guard and an admin only, and keeps a begun period from the guard's hands", async () => {
    const sick = await declare(
      guard.agentId!,
      { startAt: new Date(Date.now() - 3_600_000).toISOString(), endAt: future(2), reason: 'SICK' },
      as.admin!,
    );
    expect(sick.statusCode).toBe(201);
    const reasonFor = async (headers: Record<string, string>) =>
      (await list(guard.agentId!, headers)).json().find((u: { id: string }) => u.id === sick.json().id)
        .reason;
    expect(await reasonFor(as.guard!)).toBe('SICK');
    expect(await reasonFor(as.admin!)).toBe('SICK');
    expect(await reasonFor(as.supervisor!)).toBeNull();
    const begun = await remove(sick.json().id, as.guard!);
    expect([begun.statusCode, begun.json().message]).toEqual([409, MSG.unavailabilityPast]);
  });

  it('refuses a shift over an approved period (UNAVAILABLE) unless an admin acknowledges it; the board shows it', async () => {
    const away = await declare(
      other.agentId!,
      { startAt: future(40, 0), endAt: future(42, 0), reason: 'SICK' },
      as.other!,
    );
    const missionId = await insertMission(t.database.db, {
      startAt: future(35),
      endAt: future(50),
    });
    const shift = { agentId: other.agentId, missionId, startAt: future(41, 8), endAt: future(41, 16) };
    const post = (headers: Record<string, string>, extra = {}) =>
      t.app.inject({ method: 'POST', url: '/api/planning/shifts', headers, payload: { ...shift, ...extra } });
    const refused = await post(as.supervisor!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('UNAVAILABLE');
    expect(refused.json().message).toMatch(/^L'agent est indisponible sur ce créneau \(Absent, /);
    const forAdmin = await post(as.admin!);
    expect(forAdmin.json().message).toMatch(/\(Maladie, /);
    expect((await post(as.supervisor!, { acknowledgeViolations: true })).statusCode).toBe(409);
    const saved = await post(as.admin!, { acknowledgeViolations: true });
    expect(saved.statusCode).toBe(201);
    // The acknowledged unavailability stays on the shift, sickness as 'Absent' (supervisors read shifts too).
    const kept = saved.json() as { workingTimeOverride: { rule: string; message: string }[] };
    expect(kept.workingTimeOverride).toEqual([
      {
        rule: 'UNAVAILABLE',
        message: expect.stringMatching(/^L'agent est indisponible sur ce créneau \(Absent, /),
      },
    ]);

    const day = future(41).slice(0, 10);
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/planning/board?from=${day}&to=${day}`,
      headers: as.supervisor,
    });
    expect((board.json() as Board).unavailabilities).toContainEqual({
      id: away.json().id,
      agentId: other.agentId,
      startAt: future(40, 0),
      endAt: future(42, 0),
      reason: null,
    });
  });

  it('refuses a bad period or reason, an unknown agent, and an unknown period', async () => {
    const reversed = await declare(
      guard.agentId!,
      { startAt: future(5), endAt: future(4), reason: 'LEAVE' },
      as.guard!,
    );
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, MSG.shiftEndBeforeStart]);
    const reason = await declare(
      guard.agentId!,
      { startAt: future(5), endAt: future(6), reason: 'HOLIDAY' },
      as.guard!,
    );
    expect([reason.statusCode, reason.json().message]).toEqual([400, MSG.unavailabilityReasonInvalid]);
    const long = await declare(
      guard.agentId!,
      { startAt: future(5), endAt: future(400), reason: 'SICK' },
      as.guard!,
    );
    expect([long.statusCode, long.json().message]).toEqual([400, MSG.unavailabilityTooLong]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await list(unknown, as.admin!)).statusCode).toBe(404);
    expect((await decide(unknown, 'APPROVED')).statusCode).toBe(404);
    expect((await remove(unknown, as.admin!)).statusCode).toBe(404);
  });
});
