import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@secops/domain/messages';
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
    const taken = await call(me, 'PATCH', `/api/users/${me.id}/profile`, { email: other.email });
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
    });
    expect(bySuperadmin.statusCode).toBe(200);
  });

  it('changes the password after checking the current one, ending every other session', async () => {
    const me = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const kept = (await login(me.email)).json();
    const other = (await login(me.email)).json();
    const res = await call(me, 'PATCH', `/api/users/${me.id}/password`, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'Nouveau-secret-42',
      refreshToken: kept.refreshToken,
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

    const bad = await call(me, 'POST', `/api/users/${me.id}/2fa/enable`, { token: '000000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Code invalide');
    const malformed = await call(me, 'POST', `/api/users/${me.id}/2fa/enable`, { token: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Code invalide');

    const ok = await call(me, 'POST', `/api/users/${me.id}/2fa/enable`, { token: codeFor(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: MSG.twoFactorEnabled });
    expect((await login(me.email)).json()).toMatchObject({ requires2FA: true });
    const regenerate = await call(me, 'POST', `/api/users/${me.id}/2fa/generate`);
    expect(regenerate.statusCode).toBe(409);
    expect(regenerate.json().message).toBe(MSG.twoFactorAlreadyEnabled);
  });

  it('turns 2FA off only with a good code, never the same code twice', async () => {
    const me = await createUser(t.database.db, { role: 'SUPERVISOR', twoFA: true });
    const url = `/api/users/${me.id}/2fa/disable`;
    const bad = await call(me, 'POST', url, { token: '000000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Code invalide');
    const code = codeFor(me.twoFASecret!);
    expect((await call(me, 'POST', url, { token: code })).json()).toEqual({ message: MSG.twoFactorDisabled });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ twoFAEnabled: false, twoFASecret: null });
    expect((await login(me.email)).json().requires2FA).toBe(false);
    const again = await call(me, 'POST', url, { token: code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.twoFactorNotEnabled);
  });

  it('asks for a generated secret before enabling, and keeps 2FA to the account owner', async () => {
    const me = await createUser(t.database.db, { role: 'ADMIN' });
    const early = await call(me, 'POST', `/api/users/${me.id}/2fa/enable`, { token: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MSG.twoFactorNotGenerated);
    const superadmin = await createUser(t.database.db, { role: 'SUPERADMIN' });
    expect((await call(superadmin, 'POST', `/api/users/${me.id}/2fa/generate`)).statusCode).toBe(403);
    expect((await call(null, 'POST', `/api/users/${me.id}/2fa/generate`)).statusCode).toBe(401);
  });
});
