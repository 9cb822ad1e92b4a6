import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALL_REASONS } from '@secops/domain/calls';
import * as MSG from '@secops/domain/messages';
import { missedCalls } from '../../db/schema/index.ts';
import { arrivesWithin, connectCall } from '../../test/call-fixtures.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { accessToken, collect, nextEvent, pause } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type CallError = { event: string; code: string; message: string };
const offer = (bytes: number) => ({ type: 'offer', sdp: `v=0\r\n${'a'.repeat(bytes)}` });

describe('limits of the call socket, per user', () => {
  let t: TestApp;
  const open: Socket[] = [];

  const sockets = async (user: TestUser, count: number) => {
    const token = await accessToken(t.app, user);
    const made = await Promise.all(
      Array.from({ length: count }, () => connectCall(t.url as string, { token, userId: user.id })),
    );
    open.push(...made);
    return made;
  };
  const missedOf = async (callee: TestUser) =>
    (await t.database.db.select().from(missedCalls)).filter((row) => row.calleeId === callee.id).length;

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
  });
  afterEach(() => {
    open.splice(0).forEach((socket) => socket.close());
  });
  afterAll(() => t.close());

  it("counts the events of all a user's sockets together: six tabs get what one gets", async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const tabs = await sockets(user, 6);
    const refused = tabs.map((tab) => collect<CallError>(tab, 'call-error'));
    for (const tab of tabs) for (let i = 0; i < 60; i += 1) tab.emit('end-call', { to: guard.id });
    await pause(500);
    const limited = refused.flat().filter((e) => e.code === 'RATE_LIMITED');
    // 360 events sent in well under a second: a burst of 100 and 50 a second pass, the rest is refused.
    expect(limited.length).toBeGreaterThanOrEqual(200);
    expect(limited[0]).toMatchObject({ event: 'end-call', message: MSG.callTooManyEvents });
  });

  it('records one missed call per caller and callee a minute, whatever the sockets and the attempts', async () => {
    const caller = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const other = await createUser(t.database.db, { role: 'ADMIN' });
    const offline = await createUser(t.database.db, { role: 'AGENT' });
    const tabs = await sockets(caller, 4);
    const rejected = tabs.map((tab) => collect(tab, 'call-rejected'));
    for (const tab of tabs)
      for (let i = 0; i < 5; i += 1)
        tab.emit('call-user', { to: offline.id, offer: offer(10), callType: 'audio' });
    await pause(500);
    expect(rejected.flat()).toHaveLength(20);
    expect(rejected.flat()[0]).toEqual({ from: offline.id, reason: CALL_REASONS.offline });
    expect(await missedOf(offline)).toBe(1);

    const [another] = await sockets(other, 1);
    const told = nextEvent(another!, 'call-rejected');
    another!.emit('call-user', { to: offline.id, offer: offer(10), callType: 'video' });
    await told;
    await pause(100);
    expect(await missedOf(offline)).toBe(2);
  });

  it("relays at most 256 kB a second of a user's offers, answers and candidates, all sockets together", async () => {
    const caller = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const callee = await createUser(t.database.db, { role: 'AGENT' });
    const [target] = await sockets(callee, 1);
    const tabs = await sockets(caller, 2);
    const rings = collect(target!, 'incoming-call');
    const refused = tabs.map((tab) => collect<CallError>(tab, 'call-error'));
    // 60 kB offers: four fit in the second's 256 kB, the other five are refused before anything is relayed.
    for (let i = 0; i < 9; i += 1)
      tabs[i % 2]!.emit('call-user', { to: callee.id, offer: offer(60_000), callType: 'video' });
    await pause(500);
    expect(rings).toHaveLength(1);
    const limited = refused.flat().filter((e) => e.code === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThanOrEqual(4);
    expect(limited[0]).toMatchObject({ event: 'call-user', message: MSG.callTooManyEvents });
  });

  it('answers a call to an id that is no user as a call to someone offline, storing nothing', async () => {
    const caller = await createUser(t.database.db, { role: 'AGENT' });
    const [socket] = await sockets(caller, 1);
    const nobody = '00000000-0000-4000-8000-000000000042';
    const rejected = nextEvent(socket!, 'call-rejected');
    const failed = arrivesWithin(socket!, 'call-error', 500);
    socket!.emit('call-user', { to: nobody, offer: offer(10), callType: 'audio' });
    expect(await rejected).toEqual({ from: nobody, reason: CALL_REASONS.offline });
    expect(await failed).toBe(false);
    expect((await t.database.db.select().from(missedCalls)).some((row) => row.calleeId === nobody)).toBe(
      false,
    );
  });
});
