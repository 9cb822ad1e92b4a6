import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { refreshTokens } from '../../db/schema/index.ts';
import { totpCode, totpStep } from '../../lib/auth/totp.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('two-factor sign-in', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.database.db, { role: 'ADMIN', twoFA: true });
  });
  afterAll(() => t.close());

  const secret = () => user.twoFASecret ?? '';
  const challenge = async (remoteAddress = '10.9.0.1') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress,
    });
    return res.json().twoFactorToken as string;
  };
  const verify = (twoFactorToken: string, code: string, remoteAddress = '10.9.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/2fa',
      payload: { twoFactorToken, code },
      remoteAddress,
    });
  const wrongCode = () => (totpCode(secret(), totpStep()) === '000000' ? '111111' : '000000');

  it('answers the password step with a challenge and opens no session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ requires2FA: true, twoFactorToken: expect.any(String) });
    const sessions = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(sessions).toHaveLength(0);
  });

  it('refuses a wrong code with "Code invalide"', async () => {
    const res = await verify(await challenge(), wrongCode());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.invalidTwoFactorCode);
  });

  it('refuses a code that is not 6 digits with 400', async () => {
    const res = await verify(await challenge(), '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidTwoFactorCode);
  });

  it('signs in with the good code, then refuses the same code again', async () => {
    const code = totpCode(secret(), totpStep());
    const ok = await verify(await challenge(), code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      requires2FA: false,
      user: { id: user.id, twoFAEnabled: true },
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    const replay = await verify(await challenge(), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MSG.invalidTwoFactorCode);
  });

  it('refuses an access token in place of the challenge', async () => {
    const plain = await createUser(t.database.db, { role: 'ADMIN' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: plain.email, password: plain.password },
    });
    const res = await verify(login.json().accessToken, '123456');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.twoFactorSessionExpired);
  });

  it('does not count a right password as a failure while the code is still to come', async () => {
    user = await createUser(t.database.db, { role: 'SUPERVISOR', twoFA: true });
    for (let i = 0; i < 6; i++) await challenge('10.9.3.1');
    const res = await verify(await challenge('10.9.3.1'), totpCode(secret(), totpStep()), '10.9.3.1');
    expect(res.statusCode).toBe(200);
  });

  it('throttles the code step too: 429 after 10 wrong codes', async () => {
    user = await createUser(t.database.db, { role: 'SUPERVISOR', twoFA: true });
    const token = await challenge('10.9.1.1');
    for (let i = 0; i < 10; i++)
      expect((await verify(token, wrongCode(), `10.9.1.${i}`)).statusCode).toBe(401);
    const res = await verify(token, totpCode(secret(), totpStep()), '10.9.2.2');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.tooManyAttempts);
  });
});
