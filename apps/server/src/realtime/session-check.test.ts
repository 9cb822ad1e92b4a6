import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '../modules/auth/session.service.ts';
import { revokeUserRefreshTokens } from '../modules/auth/refresh-tokens.repository.ts';
import { createUser } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  checkSession,
  forgetUserSessions,
  SESSION_RECHECK_MS,
  sessionChecked,
  sessionFresh,
} from './session-check.ts';

describe('the session check of socket events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessionOf = async () => {
    const user = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const { accessToken } = await startSession(t.database.db, t.app.deps.jwt, user);
    const { sessionId } = await t.app.deps.jwt.verifyAccess(accessToken);
    return { userId: user.id, sessionId };
  };

  it('reads the database once per session and period, shared by concurrent checks', async () => {
    const session = await sessionOf();
    // Every statement goes through the driver's query (the session lookup is a prepared statement, built once).
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const select = vi.spyOn(client, 'query');
    await Promise.all(Array.from({ length: 20 }, () => checkSession(t.app.deps, session)));
    await checkSession(t.app.deps, session);
    const reads = select.mock.calls.length;
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(1);
    await checkSession(t.app.deps, session, Date.now() + SESSION_RECHECK_MS + 1);
    // Checked again after the period, answered by the lookup's memory, which the triggers' notifications keep exact
    // (session-account.test.ts).
    expect(select.mock.calls.length).toBe(reads);
    select.mockRestore();
  });

  it('lets the events of a session found live within the period go on without a check, until the period ends or a revocation is told', () => {
    const session = { userId: 'user-fresh', sessionId: 'session-fresh' };
    const now = Date.now();
    expect(sessionFresh(session.sessionId, now)).toBe(false);
    sessionChecked(session, now);
    expect(sessionFresh(session.sessionId, now + SESSION_RECHECK_MS - 1)).toBe(true);
    expect(sessionFresh(session.sessionId, now + SESSION_RECHECK_MS)).toBe(false);
    forgetUserSessions(session.userId);
    expect(sessionFresh(session.sessionId, now)).toBe(false);
  });

  it('refuses an ended session at its next check, at once after a revocation is told', async () => {
    const session = await sessionOf();
    await checkSession(t.app.deps, session);
    await revokeUserRefreshTokens(t.database.db, session.userId);
    forgetUserSessions(session.userId);
    await expect(checkSession(t.app.deps, session)).rejects.toMatchObject({ statusCode: 401 });
  });
});
