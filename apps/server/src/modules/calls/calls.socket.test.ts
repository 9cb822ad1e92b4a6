import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALL_REASONS, type IncomingCall, type MissedCall } from '@secops/domain/calls';
import * as MSG from '@secops/domain/messages';
import { arrivesWithin, connectCall, eventMatching } from '../../test/call-fixtures.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { accessToken, nextEvent } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
const answer = { type: 'answer', sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' };
const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', sdpMid: '0' };

describe('call signaling on /calls', () => {
  let t: TestApp;
  let admin: TestUser;
  let agent: TestUser;
  let other: TestUser;
  const open: Socket[] = [];

  const connect = async (user: TestUser) => {
    const socket = await connectCall(t.url as string, {
      token: await accessToken(t.app, user),
      userId: user.id,
    });
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp({ CALL_RING_SECONDS: '1' }, { listen: true });
    admin = await createUser(t.database.db, { role: 'ADMIN', firstName: 'Claire', lastName: 'Durand' });
    agent = await createUser(t.database.db, { role: 'AGENT', firstName: 'Noah', lastName: 'Petit' });
    other = await createUser(t.database.db, { role: 'SUPERVISOR' });
  });
  afterEach(() => {
    open.splice(0).forEach((socket) => socket.close());
  });
  afterAll(() => t.close());

  it('refuses a handshake without a token, or announcing another user', async () => {
    await expect(connectCall(t.url as string, { userId: admin.id })).rejects.toMatchObject({
      data: { statusCode: 401 },
    });
    const token = await accessToken(t.app, admin);
    await expect(connectCall(t.url as string, { token, userId: agent.id })).rejects.toMatchObject({
      message: MSG.callUserMismatch,
      data: { statusCode: 403 },
    });
    await expect(connectCall(t.url as string, { token })).rejects.toMatchObject({
      data: { statusCode: 403 },
    });
  });

  it('refuses a page of another origin, and drops the call sockets of a revoked session within a second', async () => {
    const token = await accessToken(t.app, admin);
    await expect(
      connectCall(t.url as string, { token, userId: admin.id }, { origin: 'https://evil.example' }),
    ).rejects.toMatchObject({ data: { statusCode: 403 } });
    const socket = await connect(agent);
    const gone = nextEvent(socket, 'disconnect', 1000);
    t.app.deps.revocations.userRevoked(agent.id);
    expect(await gone).toBe('io server disconnect');
  });

  it('relays a call only to its target, with from and the caller stamped by the server', async () => {
    const caller = await connect(admin);
    const callee = await connect(agent);
    const bystander = await connect(other);
    const ringing = nextEvent<IncomingCall>(callee, 'incoming-call');
    const overheard = arrivesWithin(bystander, 'incoming-call');
    const early = nextEvent(callee, 'ice-candidate');
    caller.emit('call-user', {
      to: agent.id,
      offer,
      callType: 'video',
      callerInfo: { userId: other.id, name: 'Quelqu’un d’autre' },
    });
    // A candidate sent right behind the offer is relayed too (events of a socket are handled in order).
    caller.emit('ice-candidate', { to: agent.id, candidate });
    expect(await ringing).toEqual({
      from: admin.id,
      offer,
      callType: 'video',
      callerInfo: { userId: admin.id, name: 'Claire Durand', photo: null },
    });
    expect(await overheard).toBe(false);
    expect(await early).toEqual({ from: admin.id, candidate });

    const answered = nextEvent(caller, 'call-answered');
    callee.emit('answer-call', { to: admin.id, answer });
    expect(await answered).toEqual({ from: agent.id, answer });

    const toCaller = nextEvent(caller, 'ice-candidate');
    callee.emit('ice-candidate', { to: admin.id, candidate });
    expect(await toCaller).toEqual({ from: agent.id, candidate });
    const toCallee = nextEvent(callee, 'ice-candidate');
    caller.emit('ice-candidate', { to: agent.id, candidate });
    expect(await toCallee).toEqual({ from: admin.id, candidate });

    // Someone outside the call gets nothing relayed through it.
    const intruded = arrivesWithin(callee, 'ice-candidate');
    bystander.emit('ice-candidate', { to: agent.id, candidate });
    expect(await intruded).toBe(false);

    const ended = nextEvent(callee, 'call-ended');
    caller.emit('end-call', { to: agent.id });
    expect(await ended).toEqual({ from: admin.id });
  });

  it('answers a call to an offline user at once, and keeps it as a missed call until seen', async () => {
    const caller = await connect(admin);
    const rejected = nextEvent(caller, 'call-rejected');
    caller.emit('call-user', { to: other.id, offer, callType: 'audio' });
    expect(await rejected).toEqual({ from: other.id, reason: CALL_REASONS.offline });

    const headers = { authorization: `Bearer ${await accessToken(t.app, other)}` };
    const missed = await t.app.inject({ method: 'GET', url: '/api/calls/missed', headers });
    expect(missed.statusCode).toBe(200);
    expect(missed.json().missedCalls).toEqual([
      expect.objectContaining({
        callType: 'audio',
        caller: { userId: admin.id, name: 'Claire Durand', photo: null },
      }),
    ]);
    const seen = await t.app.inject({ method: 'POST', url: '/api/calls/missed/seen', headers });
    expect(seen.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/calls/missed', headers });
    expect(after.json()).toEqual({ missedCalls: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/calls/missed' })).statusCode).toBe(401);
  });

  it('takes an offer without a description only as a missed-call notice, never as a ring', async () => {
    const caller = await connect(admin);
    const callee = await connect(agent);
    const rang = arrivesWithin(callee, 'incoming-call');
    const refused = nextEvent(caller, 'call-error');
    caller.emit('call-user', { to: agent.id, offer: { type: 'offer' }, callType: 'audio' });
    expect(await refused).toMatchObject({ event: 'call-user', code: 'VALIDATION' });
    expect(await rang).toBe(false);
  });

  it('answers a call to a user already ringing with busy, and tells them they missed it', async () => {
    const first = await connect(admin);
    const second = await connect(other);
    const callee = await connect(agent);
    const ringing = nextEvent(callee, 'incoming-call');
    first.emit('call-user', { to: agent.id, offer, callType: 'audio' });
    await ringing;
    const busy = nextEvent(second, 'call-rejected');
    const missed = nextEvent<MissedCall>(callee, 'missed-call');
    second.emit('call-user', { to: agent.id, offer, callType: 'video' });
    expect(await busy).toEqual({ from: agent.id, reason: CALL_REASONS.busy });
    expect((await missed).caller.userId).toBe(other.id);
    // The caller in a call cannot start another one.
    const refused = nextEvent(first, 'call-error');
    first.emit('call-user', { to: other.id, offer, callType: 'audio' });
    expect(await refused).toMatchObject({ event: 'call-user', message: MSG.callAlreadyInCall });
  });

  it('tells the caller when the callee refuses, and stops the callee’s other devices ringing', async () => {
    const caller = await connect(admin);
    const phone = await connect(agent);
    const tablet = await connect(agent);
    const rings = [nextEvent(phone, 'incoming-call'), nextEvent(tablet, 'incoming-call')];
    caller.emit('call-user', { to: agent.id, offer, callType: 'audio' });
    await Promise.all(rings);
    const rejected = nextEvent(caller, 'call-rejected');
    const stopped = nextEvent(tablet, 'call-ended');
    phone.emit('reject-call', { to: admin.id });
    expect(await rejected).toEqual({ from: agent.id });
    expect(await stopped).toMatchObject({ from: admin.id });
  });

  it('ends the call for the other side when a participant disconnects', async () => {
    const caller = await connect(admin);
    const callee = await connect(agent);
    const ringing = nextEvent(callee, 'incoming-call');
    caller.emit('call-user', { to: agent.id, offer, callType: 'video' });
    await ringing;
    const answered = nextEvent(caller, 'call-answered');
    callee.emit('answer-call', { to: admin.id, answer });
    await answered;
    const ended = nextEvent(caller, 'call-ended');
    callee.close();
    expect(await ended).toEqual({ from: agent.id, reason: CALL_REASONS.disconnected });
  });

  it('ends an unanswered call after the ring time, on both sides', async () => {
    const caller = await connect(admin);
    const callee = await connect(agent);
    const ringing = nextEvent(callee, 'incoming-call');
    caller.emit('call-user', { to: agent.id, offer, callType: 'audio' });
    await ringing;
    const [toCaller, toCallee] = [
      nextEvent(caller, 'call-ended', 3000),
      nextEvent(callee, 'call-ended', 3000),
    ];
    expect(await toCaller).toEqual({ from: agent.id, reason: CALL_REASONS.noAnswer });
    expect(await toCallee).toEqual({ from: admin.id, reason: CALL_REASONS.noAnswer });
  });

  it('answers bad payloads and floods with call-error, and keeps serving the socket', async () => {
    const caller = await connect(admin);
    const bad = nextEvent(caller, 'call-error');
    caller.emit('call-user', { to: 'not-a-uuid', offer: 'x', callType: 'fax' });
    expect(await bad).toMatchObject({ event: 'call-user', code: 'VALIDATION', message: MSG.callBadPayload });
    const huge = nextEvent(caller, 'call-error');
    caller.emit('ice-candidate', { to: agent.id, candidate: { candidate: 'x'.repeat(10_000) } });
    expect(await huge).toMatchObject({ code: 'VALIDATION' });

    const flood = eventMatching<{ code: string }>(caller, 'call-error', (e) => e.code === 'RATE_LIMITED');
    for (let i = 0; i < 300; i += 1) caller.emit('end-call', { to: agent.id });
    expect(await flood).toMatchObject({ message: MSG.callTooManyEvents });
    expect(caller.connected).toBe(true);
  });
});
