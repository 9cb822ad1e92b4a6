import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { users } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('role guards', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const getUsers = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/users', headers });

  it('answers 401 UNAUTHENTICATED without a token', async () => {
    const res = await getUsers();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: MSG.unauthenticated });
  });

  it('answers 401 UNAUTHENTICATED for a malformed or forged token', async () => {
    for (const authorization of ['Bearer', 'Basic abc', 'Bearer not.a.jwt', 'Bearer a b']) {
      const res = await getUsers({ authorization });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 401 TOKEN_EXPIRED for an expired access token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 16 * 60_000);
    const headers = await authHeader(t.app, admin);
    vi.useRealTimers();
    const res = await getUsers(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED', message: MSG.sessionExpired });
  });

  it('answers 403 for a signed-in user of another role', async () => {
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    const res = await getUsers(await authHeader(t.app, agent));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: MSG.forbidden });
  });

  it('ends access at once when the user is deactivated, even with a valid token', async () => {
    const supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const headers = await authHeader(t.app, supervisor);
    expect((await getUsers(headers)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, supervisor.id));
    const res = await getUsers(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.accountDisabled);
  });

  it('answers 401 for the token of a deleted user', async () => {
    const ghost = await createUser(t.database.db, { role: 'SUPERADMIN' });
    const headers = await authHeader(t.app, ghost);
    await t.database.db.delete(users).where(eq(users.id, ghost.id));
    expect((await getUsers(headers)).statusCode).toBe(401);
  });

  it('takes the role from the database: a demoted user loses staff access at once', async () => {
    const demoted = await createUser(t.database.db, { role: 'ADMIN' });
    const headers = await authHeader(t.app, demoted);
    await t.database.db.update(users).set({ role: 'AGENT' }).where(eq(users.id, demoted.id));
    expect((await getUsers(headers)).statusCode).toBe(403);
  });

  it('declares the bearer security on guarded routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/users'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/users'].get.responses).toHaveProperty('403');
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
  });
});
