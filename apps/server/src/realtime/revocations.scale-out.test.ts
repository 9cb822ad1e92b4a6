import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../modules/auth/session.service.ts';
import { createUser, DEFAULT_PASSWORD } from '../test/fixtures.ts';
import { connectSocket, pause } from '../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const title = redisUrl
  ? 'revocation across two server instances sharing one database and Redis'
  : 'revocation across two server instances (skipped: TEST_REDIS_URL is not set)';

describe.skipIf(!redisUrl)(title, () => {
  let a: TestApp;
  let b: TestApp;
  const open: Socket[] = [];
  beforeAll(async () => {
    const redisKey = `secops-test-${randomBytes(4).toString('hex')}`;
    a = await createTestApp({}, { listen: true, redisUrl, redisKey });
    b = await createTestApp({}, { listen: true, redisUrl, redisKey, database: a.database });
  });
  afterAll(async () => {
    open.forEach((socket) => socket.close());
    await b?.close();
    await a?.close();
  });

  const socketOn = async (app: TestApp, namespace: '/gps' | '/chat', token: string) => {
    const socket = await connectSocket(app.url as string, namespace, { token });
    open.push(socket);
    return socket;
  };

  it("disconnects within 1 s the other sessions' sockets on the other instance, and tells its listeners", async () => {
    const user = await createUser(a.database.db, { role: 'SUPERVISOR' });
    const kept = await startSession(a.database.db, a.app.deps.jwt, user);
    const other = await startSession(a.database.db, a.app.deps.jwt, user);
    const keptSocket = await socketOn(b, '/gps', kept.accessToken);
    const otherSockets = [
      await socketOn(b, '/gps', other.accessToken),
      await socketOn(b, '/chat', other.accessToken),
    ];
    const told: unknown[][] = [];
    const unsubscribe = b.app.deps.revocations.onUserRevoked((...args) => told.push(args));
    const gone = Promise.all(
      otherSockets.map((socket) => new Promise((done) => socket.once('disconnect', done))),
    );

    const changed = await a.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/password`,
      headers: { authorization: `Bearer ${kept.accessToken}` },
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Nouveau-secret-42' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await Promise.race([gone.then(() => true), pause(1000).then(() => false)])).toBe(true);
    unsubscribe();
    const { sessionId } = await a.app.deps.jwt.verifyAccess(kept.accessToken);
    expect(told).toEqual([[user.id, { keepSessionId: sessionId }]]);
    expect(keptSocket.connected).toBe(true);
  });

  it("disconnects within 1 s a signed-out session's sockets on the other instance, and keeps the others", async () => {
    const user = await createUser(a.database.db, { role: 'AGENT' });
    const kept = await startSession(a.database.db, a.app.deps.jwt, user);
    const ended = await startSession(a.database.db, a.app.deps.jwt, user);
    const keptSocket = await socketOn(b, '/chat', kept.accessToken);
    const endedSockets = [
      await socketOn(b, '/gps', ended.accessToken),
      await socketOn(b, '/chat', ended.accessToken),
    ];
    const gone = Promise.all(
      endedSockets.map((socket) => new Promise((done) => socket.once('disconnect', done))),
    );
    const loggedOut = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${ended.accessToken}` },
      payload: { refreshToken: ended.refreshToken },
    });
    expect(loggedOut.statusCode).toBe(204);
    expect(await Promise.race([gone.then(() => true), pause(1000).then(() => false)])).toBe(true);
    await pause(100);
    expect(keptSocket.connected).toBe(true);
  });
});
