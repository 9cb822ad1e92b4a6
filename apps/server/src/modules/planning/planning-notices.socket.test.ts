import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, parisWeek, toParisDate } from '@secops/domain/planning';
import type { PlanningChange } from '@secops/domain/planning-change';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { accessToken, collect, connectSocket, nextEvent, pause } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertMission, insertShift } from './planning-fixtures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('planning:changed, to the guard whose shift of the coming 7 days changes', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let first: TestUser;
  let second: TestUser;
  let firstSocket: Socket;
  let secondSocket: Socket;
  let missionId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    staff = await authHeader(t.app, await createUser(t.database.db, { role: 'SUPERVISOR' }));
    first = await createUser(t.database.db, { role: 'AGENT' });
    second = await createUser(t.database.db, { role: 'AGENT' });
    missionId = await insertMission(t.database.db, {
      title: 'Tour Horizon',
      startAt: new Date(Date.now() - DAY).toISOString(),
      endAt: new Date(Date.now() + 30 * DAY).toISOString(),
    });
    for (const user of [first, second]) {
      const socket = await connectSocket(t.url as string, '/chat', { token: await accessToken(t.app, user) });
      sockets.push(socket);
    }
    [firstSocket, secondSocket] = sockets as [Socket, Socket];
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: staff, ...(payload && { payload }) });

  it('tells of a shift planned, moved, given to another guard and deleted, each to the guard it concerns', async () => {
    const added = nextEvent<PlanningChange>(firstSocket, 'planning:changed');
    const created = await call('POST', '/planning/shifts', {
      agentId: first.agentId,
      missionId,
      startAt: at(2 * DAY),
      endAt: at(2 * DAY + 8 * HOUR),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(await added).toMatchObject({
      kind: 'added',
      shiftId: id,
      missionId,
      missionTitle: 'Tour Horizon',
    });

    const moved = nextEvent<PlanningChange>(firstSocket, 'planning:changed');
    await call('PATCH', `/planning/shifts/${id}`, { startAt: at(3 * DAY), endAt: at(3 * DAY + 8 * HOUR) });
    expect(await moved).toMatchObject({ kind: 'moved', shiftId: id });

    const lost = nextEvent<PlanningChange>(firstSocket, 'planning:changed');
    const gained = nextEvent<PlanningChange>(secondSocket, 'planning:changed');
    await call('PATCH', `/planning/shifts/${id}`, { agentId: second.agentId });
    expect([(await lost).kind, (await gained).kind]).toEqual(['removed', 'added']);

    const deleted = nextEvent<PlanningChange>(secondSocket, 'planning:changed');
    expect((await call('DELETE', `/planning/shifts/${id}`)).statusCode).toBe(204);
    expect(await deleted).toMatchObject({ kind: 'removed', shiftId: id });
  });

  it("tells of a shift of the coming days moved 10 days ahead: it is gone from the guard's week", async () => {
    const near = await insertShift(t.database.db, {
      agentId: first.agentId!,
      missionId,
      startAt: at(5 * DAY),
      endAt: at(5 * DAY + 4 * HOUR),
    });
    const moved = nextEvent<PlanningChange>(firstSocket, 'planning:changed');
    await call('PATCH', `/planning/shifts/${near}`, {
      startAt: at(12 * DAY),
      endAt: at(12 * DAY + 4 * HOUR),
    });
    expect(await moved).toMatchObject({ kind: 'moved', shiftId: near });
  });

  it('says nothing of a shift 10 days ahead, nor of a change of zone alone', async () => {
    const seen = collect<PlanningChange>(firstSocket, 'planning:changed');
    const far = await call('POST', '/planning/shifts', {
      agentId: first.agentId,
      missionId,
      startAt: at(10 * DAY),
      endAt: at(10 * DAY + 8 * HOUR),
    });
    expect(far.statusCode).toBe(201);
    const near = await insertShift(t.database.db, {
      agentId: first.agentId!,
      missionId,
      startAt: at(DAY),
      endAt: at(DAY + 4 * HOUR),
    });
    expect((await call('PATCH', `/planning/shifts/${near}`, { zone: 'Hall B' })).statusCode).toBe(200);
    await pause(300);
    expect(seen).toEqual([]);
  });

  it('tells a guard of their shift copied into the coming days by "Copier la semaine"', async () => {
    const third = await createUser(t.database.db, { role: 'AGENT' });
    const socket = await connectSocket(t.url as string, '/chat', { token: await accessToken(t.app, third) });
    sockets.push(socket);
    // A shift a week before tomorrow: copied to the next week, it lands tomorrow.
    const source = new Date(Date.now() + DAY - 7 * DAY);
    await insertShift(t.database.db, {
      agentId: third.agentId!,
      missionId,
      startAt: source.toISOString(),
      endAt: new Date(source.getTime() + 4 * HOUR).toISOString(),
    });
    const fromWeek = toParisDate(parisWeek(source).start);
    const added = nextEvent<PlanningChange>(socket, 'planning:changed');
    const copied = await call('POST', '/planning/copy-week', {
      fromWeek,
      toWeek: addCalendarDays(fromWeek, 7),
      missionId,
    });
    expect(copied.json()).toMatchObject({ created: 1, skipped: [] });
    expect(await added).toMatchObject({ kind: 'added', missionId, missionTitle: 'Tour Horizon' });
  });
});
