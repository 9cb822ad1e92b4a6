import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { authThrottle, mailOutbox } from '../../db/schema/index.ts';
import type * as Password from '../../lib/auth/password.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Every password the server checks against a stored hash goes through this counter. */
const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/auth/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Password>();
  return {
    ...real,
    verifyPassword: (hash: string, plain: string) => {
      checked.count += 1;
      return real.verifyPassword(hash, plain);
    },
  };
});

describe('sign-in throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://ops.example.fr' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('checks only 5 of 300 parallel wrong passwords from one address, and refuses the right one among them', async () => {
    const target = await createUser(t.database.db);
    checked.count = 0;
    const burst = Array.from({ length: 301 }, (_, i) =>
      login(target.email, i === 150 ? target.password : `wrong-password-${i}`, '10.20.0.1'),
    );
    const answers = await Promise.all(burst);
    expect(checked.count).toBe(5);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(checked.count);
    expect(answers[150]?.statusCode).toBe(429);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(301 - checked.count);
  });

  it('checks only 10 of 300 parallel wrong passwords from 300 addresses, and refuses the right one among them', async () => {
    const target = await createUser(t.database.db);
    checked.count = 0;
    const burst = Array.from({ length: 301 }, (_, i) =>
      login(target.email, i === 150 ? target.password : 'wrong-password', `10.21.${i >> 8}.${i & 255}`),
    );
    const answers = await Promise.all(burst);
    expect(checked.count).toBe(10);
    expect(answers[150]?.statusCode).toBe(429);
    const [account] = await t.database.db
      .select()
      .from(authThrottle)
      .where(and(eq(authThrottle.scope, 'login-account'), eq(authThrottle.account, target.email)));
    expect(account?.count).toBe(10);
  });

  it('lets another account sign in at once from the address where 14 wrong passwords hit one account', async () => {
    const [a, b] = [await createUser(t.database.db), await createUser(t.database.db)];
    const ip = '10.22.0.1';
    for (let i = 0; i < 14; i++) await login(a.email, 'wrong-password', ip);
    expect((await login(a.email, a.password, ip)).statusCode).toBe(429);
    const res = await login(b.email, b.password, ip);
    expect(res.statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${b.id}/password`,
      headers: { authorization: `Bearer ${res.json().accessToken}` },
      payload: { currentPassword: b.password, newPassword: 'another-password-42' },
      remoteAddress: ip,
    });
    expect(change.statusCode).toBe(200);
  });

  it('answers 429 with a French message and a growing Retry-After, and lets the owner in once it has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const target = await createUser(t.database.db);
    const ip = '10.23.0.1';
    for (let i = 0; i < 5; i++)
      expect((await login(target.email, 'wrong-password', ip)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login(target.email, 'wrong-password', ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(MSG.tooManyAttempts);
      waits.push(Number(refused.headers['retry-after']));
      vi.setSystemTime(Date.now() + (waits.at(-1) ?? 0) * 1000 + 1000);
      if (round < 2) expect((await login(target.email, 'wrong-password', ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual([60, 120, 240]);
    expect((await login(target.email, target.password, ip)).statusCode).toBe(200);
    expect((await login(target.email, 'wrong-password', ip)).statusCode).toBe(401);
  });

  it('lets the owner of a locked account back in with a reset link', async () => {
    const target = await createUser(t.database.db);
    for (let i = 0; i < 10; i++) await login(target.email, 'wrong-password', `10.24.0.${i}`);
    expect((await login(target.email, target.password, '10.24.1.1')).statusCode).toBe(429);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: target.email },
    });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, target.email));
    const token = new URL(/https:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'https://x').searchParams.get(
      'token',
    );
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a-new-password-42' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(target.email, 'a-new-password-42', '10.24.1.1')).statusCode).toBe(200);
  });
});
