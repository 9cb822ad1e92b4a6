import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createUser } from '../test/fixtures.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { createTestApp, createTestDatabase } from '../test/test-app.ts';
import { createMailer } from './mail.ts';

const mail = {
  to: 'agent@example.test',
  subject: 'Sujet',
  text: 'Lien : https://ops.example.fr/x?token=abc',
};

describe('mailer', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  const outbox = () => database.db.select().from(mailOutbox);

  it('without SMTP, keeps the message queued in the outbox and logs it without its text (its link holds a token)', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ from: 'Ops <ops@example.test>', db: database.db, log });
    await mailer.send(mail);
    const [row] = await outbox();
    expect(row).toMatchObject({ to: mail.to, subject: 'Sujet', status: 'queued', sentAt: null });
    expect(lines.join('')).toContain('e-mail conservé dans la file');
    expect(lines.join('')).toContain(row?.id);
    expect(lines.join('')).not.toContain('token=abc');
    await mailer.close();
  });

  it('with an unreachable SMTP server, marks the message failed without failing the sender', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Ops <ops@example.test>',
      db: database.db,
      log: pino({ level: 'silent' }),
    });
    await expect(mailer.send({ ...mail, to: 'down@example.test' })).resolves.toBeUndefined();
    await mailer.idle();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'down@example.test'));
    expect(row?.status).toBe('failed');
    expect(row?.error).toBeTruthy();
    await mailer.close();
  });
});

describe('reset e-mail through SMTP', () => {
  it('reaches the SMTP server with the reset link and is marked sent', async () => {
    const sink = await startSmtpSink();
    const t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://ops.example.fr' });
    try {
      const user = await createUser(t.database.db, { email: 'ines@example.test' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(res.json()).toEqual({ message: MSG.forgotPasswordSent });
      await t.app.deps.mailer.idle();
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.to).toEqual(['ines@example.test']);
      const raw = (sink.received[0]?.raw ?? '').replace(/=\r?\n/g, '');
      expect(raw).toContain('https://ops.example.fr/reset-password?token=');
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
      expect(row).toMatchObject({ status: 'sent', sentAt: expect.any(Date) });
    } finally {
      await t.close();
      await sink.close();
    }
  });
});

describe('delivering a message with an attachment', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  const attached = {
    to: 'client@example.test',
    subject: 'Rapport',
    text: 'Ci-joint le rapport.',
    attachments: [
      { filename: 'rapport.pdf', content: Buffer.from('%PDF-1.7 test'), contentType: 'application/pdf' },
    ],
  };
  const rowOf = async (to: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

  it('resolves once the SMTP server took it, with its attachment, and keeps it in the outbox as sent', async () => {
    const sink = await startSmtpSink();
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: 'Ops <ops@example.test>',
      db: database.db,
      log: pino({ level: 'silent' }),
    });
    try {
      await mailer.deliver(attached);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.raw).toContain('filename=rapport.pdf');
      expect(sink.received[0]?.raw).toContain(Buffer.from('%PDF-1.7 test').toString('base64'));
      expect(await rowOf(attached.to)).toMatchObject({ subject: 'Rapport', status: 'sent' });
    } finally {
      await mailer.close();
      await sink.close();
    }
  });

  it('rejects when the SMTP server cannot be reached, and marks the outbox row failed', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Ops <ops@example.test>',
      db: database.db,
      log: pino({ level: 'silent' }),
    });
    await expect(mailer.deliver({ ...attached, to: 'unreachable@example.test' })).rejects.toThrow();
    expect(await rowOf('unreachable@example.test')).toMatchObject({
      status: 'failed',
      error: expect.any(String),
    });
    await mailer.close();
  });

  it('without SMTP, resolves with the message queued in the outbox', async () => {
    const mailer = createMailer({
      from: 'Ops <ops@example.test>',
      db: database.db,
      log: pino({ level: 'silent' }),
    });
    await mailer.deliver({ ...attached, to: 'queued@example.test' });
    expect(await rowOf('queued@example.test')).toMatchObject({ status: 'queued' });
    await mailer.close();
  });
});
