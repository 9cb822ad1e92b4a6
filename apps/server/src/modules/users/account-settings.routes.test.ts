import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { users } from '../../db/schema/index.ts';
import { createUser, DEFAULT_PASSWORD } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller } from '../missions/missions.fixtures.ts';

/** The code an authenticator app shows for a secret, `offset` periods from now. */
const codeFor = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

describe('settings: profile, password and 2FA', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
  });
  afterAll(() => t.close());

  const currentPassword = DEFAULT_PASSWORD;
  const login = (email: string, password = DEFAULT_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

  it('updates the own profile and answers the session user', async () => {
    const me = await createUser(t.database.db, { role: 'ADMIN' });
    const res = await call(me, 'PATCH', `/api/users/${me.id}/profile`, {
      email: 'Nouvelle.Adresse@Exemple.fr',
      firstName: 'Aline',
      lastName: '',
      currentPassword: DEFAULT_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: me.id,
      email: 'nouvelle.adresse@exemple.fr',
      firstName: 'Aline',
      lastName: null,
      role: 'ADMIN',
      twoFAEnabled: false,
      agent: null,
    });
  });

  it("refuses a taken e-mail (409), a missing e-mail (400) and someone else's profile (403)", async () => {
    const me = await createUser(t.database.db, { role: 'ADMIN' });
    const other = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const taken = await call(me, 'PATCH', `/api/users/${me.id}/profile`, {
      email: other.email,
      currentPassword: DEFAULT_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Cet email est déjà utilisé');
    const missing = await call(me, 'PATCH', `/api/users/${me.id}/profile`, { firstName: 'X' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG.emailRequired);
    const foreign = await call(me, 'PATCH', `/api/users/${other.id}/profile`, { email: 'x@exemple.fr' });
    expect(foreign.statusCode).toBe(403);
    const superadmin = await createUser(t.database.db, { role: 'SUPERADMIN' });
    const bySuperadmin = await call(superadmin, 'PATCH', `/api/users/${other.id}/profile`, {
      email: 'superviseur.renomme@exemple.fr',
      currentPassword: DEFAULT_PASSWORD,
    });
    expect(bySuperadmin.statusCode).toBe(200);
  });

  it('changes the e-mail only with the current password; names alone need none', async () => {
    const me = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const url = `/api/users/${me.id}/profile`;
    const change = { email: 'intrus@exemple.fr', firstName: 'Aline' };
    const missing = await call(me, 'PATCH', url, change);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_REQUIRED',
      message: MSG.currentPasswordRequired,
    });
    const wrong = await call(me, 'PATCH', url, { ...change, currentPassword: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: MSG.currentPasswordWrong });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.email).toBe(me.email);
    const namesOnly = await call(me, 'PATCH', url, { email: me.email, firstName: 'Aline' });
    expect(namesOnly.json()).toMatchObject({ email: me.email, firstName: 'Aline' });
  });

  it('changes the password after checking the current one, ending every other session', async () => {
    const me = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const kept = (await login(me.email)).json();
    const other = (await login(me.email)).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${me.id}/password`,
      headers: { authorization: `Bearer ${kept.accessToken}` },
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Nouveau-secret-42' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.passwordChanged });
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await refresh(kept.refreshToken)).statusCode).toBe(200);
    expect((await login(me.email)).statusCode).toBe(401);
    expect((await login(me.email, 'Nouveau-secret-42')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short new one, and changing another account', async () => {
    const me = await createUser(t.database.db, { role: 'ADMIN' });
    const url = `/api/users/${me.id}/password`;
    const wrong = await call(me, 'PATCH', url, {
      currentPassword: 'pas-le-bon',
      newPassword: 'Assez-long-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Mot de passe actuel incorrect');
    const short = await call(me, 'PATCH', url, { currentPassword: DEFAULT_PASSWORD, newPassword: 'court' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MSG.passwordTooShort);
    const missing = await call(me, 'PATCH', url, { newPassword: 'Assez-long-1' });
    expect(missing.json().message).toBe(MSG.currentPasswordRequired);
    const superadmin = await createUser(t.database.db, { role: 'SUPERADMIN' });
    const foreign = await call(superadmin, 'PATCH', url, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'Assez-long-1',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await login(me.email)).statusCode).toBe(200);
  });

  it('turns 2FA on with a code from the generated secret, then asks for a code at sign-in', async () => {
    const me = await createUser(t.database.db, { role: 'ADMIN' });
    const generated = await call(me, 'POST', `/api/users/${me.id}/2fa/generate`);
    expect(generated.statusCode).toBe(200);
    const { qrCode, secret, otpauthUrl } = generated.json();
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const [pending] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(pending).toMatchObject({ twoFAEnabled: false, twoFASecret: secret });
    expect((await login(me.email)).json().requires2FA).toBe(false);

    const url = `/api/users/${me.id}/2fa/enable`;
    const bad = await call(me, 'POST', url, { token: '000000', currentPassword });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Code invalide');
    const malformed = await call(me, 'POST', url, { token: '12ab', currentPassword });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Code invalide');

    const ok = await call(me, 'POST', url, { token: codeFor(secret), currentPassword });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: MSG.twoFactorEnabled });
    expect((await login(me.email)).json()).toMatchObject({ requires2FA: true });
    const regenerate = await call(me, 'POST', `/api/users/${me.id}/2fa/generate`);
    expect(regenerate.statusCode).toBe(409);
    expect(regenerate.json().message).toBe(MSG.twoFactorAlreadyEnabled);
  });

  it('refuses to turn 2FA on without the current password, or with a wrong one', async () => {
    const me = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const { secret } = (await call(me, 'POST', `/api/users/${me.id}/2fa/generate`)).json();
    const url = `/api/users/${me.id}/2fa/enable`;
    const missing = await call(me, 'POST', url, { token: codeFor(secret) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG.currentPasswordRequired);
    const wrong = await call(me, 'POST', url, { token: codeFor(secret), currentPassword: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: MSG.currentPasswordWrong });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.twoFAEnabled).toBe(false);
  });

  it('turns 2FA off only with the current password and a good code, never the same code twice', async () => {
    const me = await createUser(t.database.db, { role: 'SUPERVISOR', twoFA: true });
    const url = `/api/users/${me.id}/2fa/disable`;
    const bad = await call(me, 'POST', url, { token: '000000', currentPassword });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Code invalide');
    const code = codeFor(me.twoFASecret!);
    const noPassword = await call(me, 'POST', url, { token: code });
    expect(noPassword.json()).toMatchObject({ statusCode: 400, message: MSG.currentPasswordRequired });
    const wrongPassword = await call(me, 'POST', url, { token: code, currentPassword: 'pas-le-bon' });
    expect(wrongPassword.json()).toMatchObject({ statusCode: 400, message: MSG.currentPasswordWrong });
    const ok = await call(me, 'POST', url, { token: code, currentPassword });
    expect(ok.json()).toEqual({ message: MSG.twoFactorDisabled });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ twoFAEnabled: false, twoFASecret: null });
    expect((await login(me.email)).json().requires2FA).toBe(false);
    const again = await call(me, 'POST', url, { token: code, currentPassword });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.twoFactorNotEnabled);
  });

  it('asks for a generated secret before enabling, and keeps 2FA to the account owner', async () => {
    const me = await createUser(t.database.db, { role: 'ADMIN' });
    const early = await call(me, 'POST', `/api/users/${me.id}/2fa/enable`, {
      token: '123456',
      currentPassword,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MSG.twoFactorNotGenerated);
    const superadmin = await createUser(t.database.db, { role: 'SUPERADMIN' });
    expect((await call(superadmin, 'POST', `/api/users/${me.id}/2fa/generate`)).statusCode).toBe(403);
    expect((await call(null, 'POST', `/api/users/${me.id}/2fa/generate`)).statusCode).toBe(401);
  });
});
