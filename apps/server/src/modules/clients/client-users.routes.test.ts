import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedClient } from '../incidents/incidents-fixtures.ts';

describe('the accounts of a client company', () => {
  let t: TestApp;
  let admin: TestUser;
  let superadmin: TestUser;
  let supervisor: TestUser;
  let clientA: string;
  let clientB: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://ops.example.fr' });
    admin = await createUser(t.database.db, { role: 'ADMIN' });
    superadmin = await createUser(t.database.db, { role: 'SUPERADMIN' });
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    clientA = await seedClient(t.database.db, 'Résidence Les Tilleuls');
    clientB = await seedClient(t.database.db, 'Galeries du Centre');
  });
  afterAll(() => t.close());

  let n = 0;
  const email = () => `client-${Date.now().toString(36)}-${(n += 1)}@exemple.fr`;
  const invite = async (clientId: string, payload: object, user: TestUser = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/users`,
      payload,
      headers: await authHeader(t.app, user),
    });
  const list = async (clientId: string, user: TestUser = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/clients/${clientId}/users`,
      headers: await authHeader(t.app, user),
    });
  const tokenIn = (text: string) =>
    new URL(/https:\/\/\S+/.exec(text)?.[0] ?? 'https://x').searchParams.get('token') ?? '';

  it('invites a user: a CLIENT account of the company, an invitation whose link sets the password, then sign-in', async () => {
    const address = email();
    const res = await invite(clientA, { email: address, firstName: 'Hélène', lastName: 'Garnier' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      email: address,
      firstName: 'Hélène',
      lastName: 'Garnier',
      isActive: true,
      hasSignedIn: false,
      createdAt: expect.any(String),
    });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(account).toMatchObject({ role: 'CLIENT', clientId: clientA });

    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
    expect(mail).toMatchObject({ subject: MSG.inviteMailSubject });
    expect(mail?.text).toContain('Bonjour Hélène,');
    expect(mail?.text).toMatch(/https:\/\/ops\.example\.fr\/reset-password\?token=[\w-]{43}/);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenIn(mail!.text), newPassword: 'Choisi-par-moi-1' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password: 'Choisi-par-moi-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'CLIENT' });

    const listed = (await list(clientA)).json() as { id: string; hasSignedIn: boolean }[];
    expect(listed.find((u) => u.id === res.json().id)?.hasSignedIn).toBe(true);
  });

  it('lists only the accounts of that company, for ADMIN and SUPERADMIN', async () => {
    const a = await createUser(t.database.db, { role: 'CLIENT', clientId: clientA });
    const b = await createUser(t.database.db, { role: 'CLIENT', clientId: clientB });
    const ofA = await list(clientA, superadmin);
    expect(ofA.statusCode).toBe(200);
    const ids = (ofA.json() as { id: string }[]).map((u) => u.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect(ids).not.toContain(admin.id);
    expect((await list(clientB)).json()).toEqual([expect.objectContaining({ id: b.id, hasSignedIn: false })]);
  });

  it('answers 409 EMAIL_TAKEN for an address already used, whatever its case', async () => {
    const res = await invite(clientA, { email: admin.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: MSG.emailTaken });
  });

  it('refuses a missing or malformed e-mail and unknown fields with 400', async () => {
    for (const payload of [{}, { email: 'pas-une-adresse' }, { email: email(), role: 'ADMIN' }]) {
      const res = await invite(clientA, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, issues: expect.any(Array) });
    }
    expect((await list('pas-un-id')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown company, and writes no account', async () => {
    const address = email();
    const res = await invite('00000000-0000-4000-8000-000000000000', { email: address });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.clientNotFound);
    expect(await t.database.db.select().from(users).where(eq(users.email, address))).toEqual([]);
    expect((await list('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses a SUPERVISOR, a guard and a client account with 403', async () => {
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    const client = await createUser(t.database.db, { role: 'CLIENT', clientId: clientA });
    for (const user of [supervisor, agent, client]) {
      expect((await invite(clientA, { email: email() }, user)).statusCode).toBe(403);
      expect((await list(clientA, user)).statusCode).toBe(403);
    }
  });

  it('lets staff deactivate and remove a client account through the users routes', async () => {
    const created = (await invite(clientB, { email: email() })).json() as { id: string };
    const headers = await authHeader(t.app, admin);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${created.id}/status`,
      headers,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(
      ((await list(clientB)).json() as { id: string; isActive: boolean }[]).find((u) => u.id === created.id),
    ).toMatchObject({ isActive: false });
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/users/${created.id}`, headers });
    expect(gone.statusCode).toBe(204);
    expect(((await list(clientB)).json() as { id: string }[]).map((u) => u.id)).not.toContain(created.id);
  });
});
