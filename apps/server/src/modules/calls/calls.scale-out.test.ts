import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALL_REASONS, type PresenceChange } from '@secops/domain/calls';
import { missedCalls } from '../../db/schema/index.ts';
import { arrivesWithin, connectCall, connectCallListed, eventMatching } from '../../test/call-fixtures.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { accessToken, nextEvent, pause } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const title = redisUrl
  ? 'calls across two server instances sharing one database and Redis'
  : 'calls across two server instances sharing one database and Redis (skipped: TEST_REDIS_URL is not set)';
const offer = { type: 'offer', sdp: 'v=0\r\n' };

describe.skipIf(!redisUrl)(title, () => {
  let a: TestApp;
  let b: TestApp;
  let admin: TestUser;
  let agent: TestUser;
  let supervisor: TestUser;
  const open: Socket[] = [];

  const connect = async (app: TestApp, user: TestUser) => {
    const socket = await connectCall(app.url as string, {
      token: await accessToken(app.app, user),
      userId: user.id,
    });
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    const redisKey = `secops-test-${randomBytes(4).toString('hex')}`;
    a = await createTestApp({}, { listen: true, redisUrl, redisKey });
    b = await createTestApp({}, { listen: true, redisUrl, redisKey, database: a.database });
    admin = await createUser(a.database.db, { role: 'ADMIN' });
    agent = await createUser(a.database.db, { role: 'AGENT' });
    supervisor = await createUser(a.database.db, { role: 'SUPERVISOR' });
  });
  afterEach(() => {
    open.splice(0).forEach((socket) => socket.close());
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('lists on instance B a user connected to instance A, tells A of arrivals and departures on B', async () => {
    const watcher = await connect(a, admin);
    const arrived = eventMatching<PresenceChange>(watcher, 'user-online', (c) => c.userId === agent.id);
    const phone = await connectCallListed(b.url as string, {
      token: await accessToken(b.app, agent),
      userId: agent.id,
    });
    open.push(phone.socket);
    expect(phone.online).toContain(admin.id);
    expect(phone.online).not.toContain(agent.id);
    await arrived;
    // A second socket of the user on A: leaving B does not make them offline.
    const tablet = await connect(a, agent);
    const early = arrivesWithin(watcher, 'user-offline');
    phone.socket.close();
    expect(await early).toBe(false);
    const gone = eventMatching<PresenceChange>(watcher, 'user-offline', (c) => c.userId === agent.id);
    tablet.close();
    await gone;
  });

  it('records one missed call a minute for a caller calling from both instances', async () => {
    const offline = await createUser(a.database.db, { role: 'AGENT' });
    const callers = [await connect(a, supervisor), await connect(b, supervisor)];
    const rejections = callers.map((socket) => nextEvent(socket, 'call-rejected'));
    callers.forEach((socket) => socket.emit('call-user', { to: offline.id, offer, callType: 'audio' }));
    await Promise.all(rejections);
    await pause(200);
    const rows = await a.database.db.select().from(missedCalls);
    expect(rows.filter((row) => row.calleeId === offline.id)).toHaveLength(1);
  });

  it('rings, answers and ends a call between instances, and answers busy from either', async () => {
    const caller = await connect(a, admin);
    const callee = await connect(b, agent);
    const third = await connect(a, supervisor);
    const ringing = nextEvent(callee, 'incoming-call');
    caller.emit('call-user', { to: agent.id, offer, callType: 'audio' });
    expect(await ringing).toMatchObject({ from: admin.id, callType: 'audio' });

    const busy = nextEvent(third, 'call-rejected');
    third.emit('call-user', { to: agent.id, offer, callType: 'audio' });
    expect(await busy).toEqual({ from: agent.id, reason: CALL_REASONS.busy });

    const answered = nextEvent(caller, 'call-answered');
    callee.emit('answer-call', { to: admin.id, answer: { type: 'answer', sdp: 'v=0\r\n' } });
    expect(await answered).toMatchObject({ from: agent.id });

    const ended = nextEvent(caller, 'call-ended');
    callee.close();
    expect(await ended).toEqual({ from: agent.id, reason: CALL_REASONS.disconnected });
  });
});
