import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { authThrottle } from '../../db/schema/index.ts';
import { createJwtService } from '../../lib/auth/jwt.ts';
import type * as Password from '../../lib/auth/password.ts';
import { totpCode, totpStep } from '../../lib/auth/totp.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ADDRESS_RULE } from './login-throttle.service.ts';

// The guesses at unknown e-mails skip the dummy hash's time (what this file tests is which attempts are let through).
vi.mock('../../lib/auth/password.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Password>()),
  verifyAgainstNothing: async () => false,
}));

/** Each test signs in from its own addresses, so that no test sees another's counters. */
describe('device cookies against an address locked by guesses at other accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://ops.example.fr' });
  });
  afterAll(() => t.close());

  const login = (user: Pick<TestUser, 'email'>, password: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });
  /** The `name=value` of the device cookie a sign-in answer sets. */
  const deviceCookie = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  /** What 200 wrong sign-ins from `ip` leave (the first test makes them for real): the address locked. */
  const burst = async (ip: string) => {
    const now = Date.now();
    const locked = {
      count: ADDRESS_RULE.limit,
      lastAt: new Date(now),
      lockedUntil: new Date(now + ADDRESS_RULE.baseSeconds * 1000),
    };
    await t.database.db
      .insert(authThrottle)
      .values({ scope: 'login-address', account: '', address: ip, ...locked })
      .onConflictDoUpdate({
        target: [authThrottle.scope, authThrottle.account, authThrottle.address],
        set: locked,
      });
  };

  it('lets a user who signed in before from this browser in at once after 200 wrong sign-ins; refuses one who never did', async () => {
    const ip = '10.40.0.1';
    const [known, stranger] = [await createUser(t.database.db), await createUser(t.database.db)];
    const first = await login(known, known.password, ip);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login({ email: `inconnu-${i}@example.test` }, 'devine', ip)),
    );
    expect(guesses.every((g) => g.statusCode === 401)).toBe(true);

    const refused = await login(stranger, stranger.password, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.tooManyAttempts);
    expect((await login(known, known.password, ip)).statusCode).toBe(429);
    const back = await login(known, known.password, ip, cookie);
    expect(back.statusCode).toBe(200);
    expect(back.json().user.id).toBe(known.id);
  }, 60_000);

  it('keeps one httpOnly, SameSite=Strict, Secure cookie per account, sent to the sign-in routes only', async () => {
    const ip = '10.41.0.1';
    const [a, b] = [await createUser(t.database.db), await createUser(t.database.db)];
    const signedA = await login(a, a.password, ip);
    const setCookie = String(signedA.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^device-${a.id}=[\\w-]+\\.[\\w-]+\\.[\\w-]+;`));
    expect(setCookie).toContain('; Path=/api/auth/login;');
    expect(setCookie).toContain('; HttpOnly');
    expect(setCookie).toContain('; SameSite=Strict');
    expect(setCookie).toContain('; Secure');
    expect(setCookie).toContain(`; Max-Age=${90 * 24 * 3600}`);
    const jar = `${deviceCookie(signedA)}; ${deviceCookie(await login(b, b.password, ip))}`;
    await burst(ip);
    expect((await login(a, a.password, ip, jar)).statusCode).toBe(200);
    expect((await login(b, b.password, ip, jar)).statusCode).toBe(200);
  });

  it("refuses another account's device token, a forged one, and one signed with another secret", async () => {
    const ip = '10.42.0.1';
    const [a, b] = [await createUser(t.database.db), await createUser(t.database.db)];
    const tokenOfA = deviceCookie(await login(a, a.password, ip)).split('=')[1] ?? '';
    const foreign = await createJwtService(
      new TextEncoder().encode('another-secret-another-secret-000002'),
    ).signDevice(b.id, 'appareil');
    await burst(ip);
    for (const token of [tokenOfA, `${tokenOfA.slice(0, -2)}xx`, foreign]) {
      expect((await login(b, b.password, ip, `device-${b.id}=${token}`)).statusCode).toBe(429);
    }
    expect((await login(a, a.password, ip, `device-${a.id}=${tokenOfA}`)).statusCode).toBe(200);
  });

  it("counts a device's wrong passwords per device token, and the account's own limit still applies", async () => {
    const ip = '10.43.0.1';
    const user = await createUser(t.database.db);
    const laptop = deviceCookie(await login(user, user.password, ip));
    const phone = deviceCookie(await login(user, user.password, ip));
    await burst(ip);
    for (let i = 0; i < 5; i++) expect((await login(user, 'devine', ip, laptop)).statusCode).toBe(401);
    expect((await login(user, user.password, ip, laptop)).statusCode).toBe(429);
    expect((await login(user, user.password, ip, phone)).statusCode).toBe(200);

    for (let i = 0; i < 10; i++) await login(user, 'devine', `10.43.1.${i}`);
    expect((await login(user, user.password, ip, phone)).statusCode).toBe(429);
  });

  it('gives the cookie after the 2FA code, and lets both steps through from a locked address', async () => {
    const ip = '10.44.0.1';
    const user = await createUser(t.database.db, { twoFA: true });
    // Each code is taken once: the first sign-in uses the previous 30-second step's (within the window), the next one
    // the current step's.
    const signIn = async (stepOffset: number, cookie?: string) => {
      const step = await login(user, user.password, ip, cookie);
      if (step.statusCode !== 200) return step;
      expect(step.headers['set-cookie']).toBeUndefined();
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/login/2fa',
        payload: {
          twoFactorToken: step.json().twoFactorToken,
          code: totpCode(user.twoFASecret ?? '', totpStep() + stepOffset),
        },
        remoteAddress: ip,
        headers: cookie ? { cookie } : {},
      });
    };
    const first = await signIn(-1);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    expect(cookie).toMatch(new RegExp(`^device-${user.id}=`));
    await burst(ip);
    expect((await signIn(0)).statusCode).toBe(429);
    expect((await signIn(0, cookie)).statusCode).toBe(200);
  });
});
