import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['SUPERADMIN', 'ADMIN', 'SUPERVISOR'] as const)(
    'lists the users to %s, without secrets',
    async (role) => {
      const me = await createUser(t.database.db, { role, twoFA: true });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: await authHeader(t.app, me),
      });
      expect(res.statusCode).toBe(200);
      const listed = res.json().find((u: { id: string }) => u.id === me.id);
      expect(listed).toMatchObject({
        email: me.email,
        role,
        isActive: true,
        twoFAEnabled: true,
        agent: null,
      });
      expect(Object.keys(listed).sort()).toEqual(
        [
          'agent',
          'createdAt',
          'email',
          'firstName',
          'id',
          'isActive',
          'lastName',
          'role',
          'twoFAEnabled',
        ].sort(),
      );
      expect(res.body).not.toMatch(/argon2|passwordHash|twoFASecret/);
      expect(res.body).not.toContain(me.twoFASecret);
    },
  );

  it.each(['AGENT', 'LEAD'] as const)('refuses %s with 403', async (role) => {
    const me = await createUser(t.database.db, { role });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: await authHeader(t.app, me),
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a visitor with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('POST /api/users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let n = 0;
  const create = async (actor: TestUser, role: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await authHeader(t.app, actor),
      payload: {
        email: `compte-${(n += 1)}@exemple.fr`,
        password: 'Motdepasse-2024',
        role,
        firstName: 'Jeanne',
        lastName: 'Faure',
        ...extra,
      },
    });

  it('answers 201 with the new account, never its password', async () => {
    const admin = await createUser(t.database.db, { role: 'ADMIN' });
    const res = await create(admin, 'SUPERVISOR', { email: 'Jeanne.Faure@Exemple.fr' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(String),
      email: 'jeanne.faure@exemple.fr',
      role: 'SUPERVISOR',
      isActive: true,
      twoFAEnabled: false,
      agent: null,
    });
    expect(res.body).not.toMatch(/Motdepasse|argon2/);
  });

  it.each([
    ['SUPERADMIN', 'ADMIN', 201],
    ['SUPERADMIN', 'SUPERADMIN', 201],
    ['ADMIN', 'ADMIN', 403],
    ['ADMIN', 'SUPERADMIN', 403],
    ['ADMIN', 'AGENT', 201],
    ['SUPERVISOR', 'AGENT', 201],
    ['SUPERVISOR', 'LEAD', 201],
    ['SUPERVISOR', 'SUPERVISOR', 403],
    ['SUPERVISOR', 'ADMIN', 403],
  ] as const)('lets %s create a %s account: %i', async (actorRole, role, status) => {
    const actor = await createUser(t.database.db, { role: actorRole });
    const res = await create(actor, role);
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().message).toBe(MSG.accountRoleForbidden);
  });

  it('refuses a taken e-mail (409), a short password and an unknown role (400), in French', async () => {
    const admin = await createUser(t.database.db, { role: 'ADMIN' });
    const taken = await create(admin, 'AGENT', { email: admin.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Cet email est déjà utilisé');
    expect((await create(admin, 'AGENT', { password: 'court' })).json().message).toBe(MSG.passwordTooShort);
    expect((await create(admin, 'PRESIDENT')).json().message).toBe(MSG.roleInvalid);
  });

  it.each(['AGENT', 'LEAD'] as const)('refuses %s with 403', async (role) => {
    const me = await createUser(t.database.db, { role });
    expect((await create(me, 'AGENT')).statusCode).toBe(403);
  });
});
