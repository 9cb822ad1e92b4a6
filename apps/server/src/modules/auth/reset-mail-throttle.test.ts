import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { createUser } from '../../test/fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('forgot-password limits', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://ops.example.fr' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const forgot = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
  const mailsTo = (email: string) => sink.received.filter((m) => m.to.includes(email)).length;

  it('sends at most 3 e-mails an hour to one account, from any address, and answers every request the same', async () => {
    const user = await createUser(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => forgot(user.email, `10.30.0.${i}`)),
    );
    await t.app.deps.mailer.idle();
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.body))).toEqual(
      new Set([JSON.stringify({ message: MSG.forgotPasswordSent })]),
    );
    expect(mailsTo(user.email)).toBe(3);
  });

  it('sends at most 20 e-mails an hour for requests from one address, whatever the accounts', async () => {
    const users = [];
    for (let i = 0; i < 25; i++) users.push(await createUser(t.database.db));
    const before = sink.received.length;
    const answers = await Promise.all(users.map((u) => forgot(u.email, '10.31.0.1')));
    await t.app.deps.mailer.idle();
    expect(answers.every((a) => a.json().message === MSG.forgotPasswordSent)).toBe(true);
    expect(sink.received.length - before).toBe(20);
    const other = await createUser(t.database.db);
    await forgot(other.email, '10.31.0.2');
    await t.app.deps.mailer.idle();
    expect(mailsTo(other.email)).toBe(1);
  });
});
