import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { startSession } from './session.service.ts';
import { findSessionAccount } from './session-account.repository.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Each change goes straight to the database, as an operator's SQL would: the remembered sessions learn of it only from
 * the triggers' notifications (see db/change-feed.ts).
 */
describe('signed-in requests: the account and session read, remembered but never stale', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string>, url = '/api/users') =>
    t.app.inject({ method: 'GET', url, headers });

  const sessionOf = async (user: TestUser) => {
    const { accessToken } = await startSession(t.database.db, t.app.deps.jwt, user);
    return (await t.app.deps.jwt.verifyAccess(accessToken)).sessionId;
  };

  it('reads the database at most once for repeated lookups of one session', async () => {
    const sessionId = await sessionOf(admin);
    expect((await findSessionAccount(t.database.db, admin.id, sessionId))?.live).toBe(true);
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = vi.spyOn(client, 'query');
    for (let i = 0; i < 5; i += 1)
      expect(await findSessionAccount(t.database.db, admin.id, sessionId)).toMatchObject({ role: 'ADMIN' });
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
  });

  it.each([
    [
      'its session revoked',
      (id: string) => sql`update refresh_tokens set revoked_at = now() where user_id = ${id}`,
      401,
    ],
    [
      'the account deactivated',
      (id: string) => sql`update users set is_active = false where id = ${id}`,
      401,
    ],
    ['the account deleted', (id: string) => sql`delete from users where id = ${id}`, 401],
    ['its role lowered', (id: string) => sql`update users set role = 'AGENT' where id = ${id}`, 403],
  ])('refuses the very next request once %s', async (_, change, status) => {
    const user = await createUser(t.database.db, { role: 'ADMIN' });
    const headers = await authHeader(t.app, user);
    expect((await get(headers)).statusCode).toBe(200);
    expect((await get(headers)).statusCode).toBe(200);
    await t.database.db.execute(change(user.id));
    expect((await get(headers)).statusCode).toBe(status);
  });

  it('sees an agent profile unlinked from the account at once', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const sessionId = await sessionOf(user);
    expect((await findSessionAccount(t.database.db, user.id, sessionId))?.agentId).toBe(user.agentId);
    await t.database.db.execute(sql`update agents set user_id = null where user_id = ${user.id}`);
    expect((await findSessionAccount(t.database.db, user.id, sessionId))?.agentId).toBeNull();
  });
});
