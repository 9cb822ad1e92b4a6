import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { auditLog, mailOutbox, resetTokens } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/auth/tokens.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('forgotten password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://ops.example.fr' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const forgot = (email: string) => post('/api/auth/forgot-password', { email });
  const reset = (token: string, newPassword: string) =>
    post('/api/auth/reset-password', { token, newPassword });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });

  /** Asks for a link and reads the token back from the e-mail in the outbox. */
  const requestLink = async (email: string) => {
    await forgot(email);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const text = mails.at(-1)?.text ?? '';
    return new URL(/https:\/\/\S+/.exec(text)?.[0] ?? 'https://x').searchParams.get('token') ?? '';
  };

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const user = await createUser(t.database.db);
    const known = await forgot(user.email);
    const unknown = await forgot('personne@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: MSG.forgotPasswordSent });
    expect(known.json()).toEqual(unknown.json());
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'personne@example.test'));
    expect(mails).toHaveLength(0);
  });

  it('keeps a French e-mail with the reset link in the outbox (queued without SMTP)', async () => {
    const user = await createUser(t.database.db, { firstName: 'Inès' });
    await forgot(user.email);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail).toMatchObject({ status: 'queued', subject: MSG.resetMailSubject });
    expect(mail?.text).toContain('Bonjour Inès,');
    expect(mail?.text).toMatch(/https:\/\/ops\.example\.fr\/reset-password\?token=[\w-]{43}/);
    expect(mail?.text).toContain('1 heure');
  });

  it('stores only the hash of the reset token', async () => {
    const user = await createUser(t.database.db);
    const token = await requestLink(user.email);
    const [row] = await t.database.db.select().from(resetTokens).where(eq(resetTokens.userId, user.id));
    expect(row?.tokenHash).toBe(hashToken(token));
  });

  it('sets the new password, refuses the old one, ends every session and audits the reset', async () => {
    const user = await createUser(t.database.db);
    const session = (await login(user.email, user.password)).json();
    const res = await reset(await requestLink(user.email), 'Nouveau-mot-2025');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.resetSuccess });
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'Nouveau-mot-2025')).statusCode).toBe(200);
    const refresh = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(audit.map((a) => a.action)).toContain('password_reset');
  });

  it('refuses a link used once already', async () => {
    const user = await createUser(t.database.db);
    const token = await requestLink(user.email);
    expect((await reset(token, 'Premier-mot-2025')).statusCode).toBe(200);
    const again = await reset(token, 'Second-mot-2025');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('invalide');
  });

  it('refuses an unknown link', async () => {
    const res = await reset('nothing-like-a-real-token', 'Nouveau-mot-2025');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.resetTokenInvalid);
  });

  it('refuses an expired link with a message saying so', async () => {
    const user = await createUser(t.database.db);
    const token = await requestLink(user.email);
    await t.database.db
      .update(resetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetTokens.tokenHash, hashToken(token)));
    const res = await reset(token, 'Nouveau-mot-2025');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('expiré');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a password shorter than 8 characters and leaves the link usable', async () => {
    const user = await createUser(t.database.db);
    const token = await requestLink(user.email);
    const res = await reset(token, 'court');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Le mot de passe doit contenir au moins 8 caractères');
    expect((await reset(token, 'Assez-long-2025')).statusCode).toBe(200);
  });

  it("makes the user's other pending links useless once one of them is used", async () => {
    const user = await createUser(t.database.db);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect((await reset(second, 'Nouveau-mot-2025')).statusCode).toBe(200);
    expect((await reset(first, 'Encore-un-2025')).statusCode).toBe(400);
  });
});
