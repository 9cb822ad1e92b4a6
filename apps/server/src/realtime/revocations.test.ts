import { Secret, TOTP } from 'otpauth';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { newOpaqueToken } from '../lib/auth/tokens.ts';
import { revokeUserRefreshTokens } from '../modules/auth/refresh-tokens.repository.ts';
import { insertResetToken } from '../modules/auth/reset-tokens.repository.ts';
import { startSession } from '../modules/auth/session.service.ts';
import { connectCall } from '../test/call-fixtures.ts';
import { createUser, DEFAULT_PASSWORD, type TestUser } from '../test/fixtures.ts';
import {
  collectPositions,
  connectSocket,
  createMission,
  emitWithAck,
  pause,
} from '../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { SESSION_RECHECK_MS } from './session-check.ts';

type Session = { accessToken: string; refreshToken: string; sessionId: string; sockets: Socket[] };

describe('revocation reaches live sessions', () => {
  let t: TestApp;
  let admin: TestUser;
  const open: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    admin = await createUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(async () => {
    open.forEach((socket) => socket.close());
    await t.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const request = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(token), payload });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

  /** A new session of the user with a /gps and a /chat socket, as a second browser or phone would have. */
  async function sessionOf(user: TestUser): Promise<Session> {
    const tokens = await startSession(t.database.db, t.app.deps.jwt, user);
    const { sessionId } = await t.app.deps.jwt.verifyAccess(tokens.accessToken);
    const sockets = await Promise.all(
      (['/gps', '/chat'] as const).map((namespace) =>
        connectSocket(t.url as string, namespace, { token: tokens.accessToken }),
      ),
    );
    open.push(...sockets);
    return { ...tokens, sessionId, sockets };
  }

  /** Runs the change, then waits at most 1 s for every socket of the ended session to be disconnected. */
  async function expectDisconnectedWithin1s(ended: Session, change: () => Promise<{ statusCode: number }>) {
    const gone = Promise.all(
      ended.sockets.map((socket) => new Promise((done) => socket.once('disconnect', done))),
    );
    expect((await change()).statusCode).toBeLessThan(300);
    const inTime = await Promise.race([gone.then(() => true), pause(1000).then(() => false)]);
    expect(inTime).toBe(true);
  }

  async function expectEnded(session: Session) {
    expect((await request(session.accessToken, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  }

  async function expectKept(session: Session) {
    expect(session.sockets.every((socket) => socket.connected)).toBe(true);
    const [gps] = session.sockets;
    expect(await emitWithAck(gps!, 'mission:subscribe', { missionId: 'all' })).toMatchObject({ ok: true });
    expect((await request(session.accessToken, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  }

  it('a password change ends every other session at once and keeps the one that made it', async () => {
    const user = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const [kept, other] = [await sessionOf(user), await sessionOf(user)];
    const told: unknown[][] = [];
    const unsubscribe = t.app.deps.revocations.onUserRevoked((...args) => told.push(args));
    await expectDisconnectedWithin1s(other, () =>
      request(kept.accessToken, 'PATCH', `/api/users/${user.id}/password`, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: 'Nouveau-secret-42',
      }),
    );
    unsubscribe();
    expect(told).toEqual([[user.id, { keepSessionId: kept.sessionId }]]);
    await expectEnded(other);
    await expectKept(kept);
  });

  it('a sign-out ends the sockets of that session within a second, calls included, and keeps the others', async () => {
    const user = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const [kept, ended] = [await sessionOf(user), await sessionOf(user)];
    const call = await connectCall(t.url as string, { token: ended.accessToken, userId: user.id });
    open.push(call);
    await expectDisconnectedWithin1s({ ...ended, sockets: [...ended.sockets, call] }, () =>
      request(ended.accessToken, 'POST', '/api/auth/logout', { refreshToken: ended.refreshToken }),
    );
    await expectEnded(ended);
    await expectKept(kept);
  });

  it('a password reset from a link ends every session', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const [first, second] = [await sessionOf(user), await sessionOf(user)];
    const link = newOpaqueToken();
    const expiresAt = new Date(Date.now() + 3600_000);
    await insertResetToken(t.database.db, {
      userId: user.id,
      tokenHash: link.hash,
      purpose: 'reset',
      expiresAt,
    });
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: link.token, newPassword: 'Nouveau-secret-42' },
      });
    await expectDisconnectedWithin1s({ ...first, sockets: [...first.sockets, ...second.sockets] }, reset);
    await expectEnded(first);
    await expectEnded(second);
  });

  it('turning 2FA on ends every other session and keeps the one that did it', async () => {
    const user = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const [kept, other] = [await sessionOf(user), await sessionOf(user)];
    const { secret } = (await request(kept.accessToken, 'POST', `/api/users/${user.id}/2fa/generate`)).json();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await expectDisconnectedWithin1s(other, () =>
      request(kept.accessToken, 'POST', `/api/users/${user.id}/2fa/enable`, {
        token: totp.generate(),
        currentPassword: DEFAULT_PASSWORD,
      }),
    );
    await expectEnded(other);
    await expectKept(kept);
  });

  it('a deactivation ends every session of the account', async () => {
    const user = await createUser(t.database.db, { role: 'LEAD' });
    const session = await sessionOf(user);
    const adminToken = (await startSession(t.database.db, t.app.deps.jwt, admin)).accessToken;
    await expectDisconnectedWithin1s(session, () =>
      request(adminToken, 'PATCH', `/api/users/${user.id}/status`, { isActive: false }),
    );
    await expectEnded(session);
  });

  it('a deleted SUPERVISOR stops receiving positions at once', async () => {
    const supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    const missionId = await createMission(t.database.db, { agentIds: [agent.agentId], onDuty: true });
    const watching = await sessionOf(supervisor);
    const [watcher] = watching.sockets;
    await emitWithAck(watcher!, 'mission:subscribe', { missionId: 'all' });
    const received = collectPositions(watcher!);
    const adminToken = (await startSession(t.database.db, t.app.deps.jwt, admin)).accessToken;
    await expectDisconnectedWithin1s(watching, () =>
      request(adminToken, 'DELETE', `/api/users/${supervisor.id}`),
    );
    const [sender] = (await sessionOf(agent)).sockets;
    const position = { missionId, lat: 48.85, lng: 2.29, accuracy: 5 };
    expect(await emitWithAck(sender!, 'position:update', position)).toMatchObject({ ok: true });
    await pause(300);
    expect(received).toEqual([]);
    await expectEnded(watching);
  });

  it('refuses the events of a socket whose session ended without its disconnection', async () => {
    const user = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const [gps] = (await sessionOf(user)).sockets;
    // Revoked behind the server's back: no revocation is announced, so only the per-event check can notice, once
    // the session's last check is older than the recheck period.
    await revokeUserRefreshTokens(t.database.db, user.id);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + SESSION_RECHECK_MS + 1);
    const disconnected = new Promise((done) => gps!.once('disconnect', done));
    expect(await emitWithAck(gps!, 'mission:subscribe', { missionId: 'all' })).toEqual({
      ok: false,
      error: { statusCode: 401, code: 'SESSION_REVOKED', message: MSG.sessionExpired },
    });
    clock.mockRestore();
    await disconnected;
  });
});
