import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { auditLog } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('sign-in and session API', () => {
  let t: TestApp;
  let admin: TestUser;
  let agent: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.database.db, { role: 'ADMIN', email: 'Admin@Example.test' });
    agent = await createUser(t.database.db, { role: 'AGENT' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

  it('signs in with e-mail (any case) and password and answers the session user without secrets', async () => {
    const res = await login('admin@example.TEST', admin.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      requires2FA: false,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(body.user).toEqual({
      id: admin.id,
      email: 'Admin@Example.test',
      firstName: 'Camille',
      lastName: 'Martin',
      role: 'ADMIN',
      twoFAEnabled: false,
      agent: null,
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, admin.id));
    expect(audit.map((a) => a.action)).toContain('login');
  });

  it("gives an agent's session user its agent id and photo", async () => {
    const res = await login(agent.email, agent.password);
    expect(res.json().user.agent).toEqual({ id: agent.agentId, photo: null });
  });

  it('refuses a wrong password with the French message', async () => {
    const res = await login(admin.email, 'not-the-password', '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: MSG.invalidCredentials });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await login('nobody@example.test', 'whatever-1234', '10.0.0.3');
    const wrong = await login(admin.email, 'whatever-1234', '10.0.0.3');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses bad input with 400 and a French message, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pas-un-email', password: 'x', role: 'SUPERADMIN' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: MSG.emailInvalid });
  });

  it('refuses an unknown field in French (no mass assignment)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: admin.password, role: 'SUPERADMIN' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Clé non reconnue/);
  });

  it('refuses a refresh call without a token with 400 and a French message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.refreshInvalid);
  });

  it('refuses a deactivated account with 403 once the password is right', async () => {
    const off = await createUser(t.database.db, { role: 'SUPERVISOR', isActive: false });
    const res = await login(off.email, off.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.accountDisabled);
  });

  it('answers 429 with Retry-After after 10 failures for the same e-mail from anywhere, even with the right password', async () => {
    const target = await createUser(t.database.db, { role: 'SUPERVISOR' });
    for (let i = 0; i < 10; i++) {
      expect((await login(target.email, 'wrong-password', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const res = await login(target.email, target.password, '10.1.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.tooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBe(60);
  });

  it('locks the account from one address after 5 failures, not the other accounts of that address', async () => {
    const ip = '10.2.0.1';
    const locked = await createUser(t.database.db, { role: 'LEAD' });
    for (let i = 0; i < 5; i++)
      expect((await login(locked.email, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await login(locked.email, locked.password, ip)).statusCode).toBe(429);
    expect((await login(admin.email, admin.password, ip)).statusCode).toBe(200);
  });

  it('rotates the refresh token on every use', async () => {
    const first = (await login(admin.email, admin.password)).json().refreshToken;
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.id).toBe(admin.id);
    expect(body.refreshToken).not.toBe(first);
    expect((await refresh(body.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back: the newer token dies too', async () => {
    const first = (await login(admin.email, admin.password)).json().refreshToken;
    const second = (await refresh(first)).json().refreshToken;
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(MSG.refreshInvalid);
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('answers /api/auth/me with the signed-in user', async () => {
    const { accessToken } = (await login(agent.email, agent.password)).json();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: agent.id, role: 'AGENT', agent: { id: agent.agentId } });
  });

  it('logs out: the refresh token stops working and the logout is audited', async () => {
    const { accessToken, refreshToken } = (await login(agent.email, agent.password)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, agent.id));
    expect(audit.map((a) => a.action)).toContain('logout');
  });

  it('refuses logout without a bearer token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
