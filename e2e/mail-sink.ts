import { test } from '@playwright/test';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { MAIL_TEST_PORT } from './mail-data.ts';

// A local SMTP server on the port the app sends to in the end-to-end run (e2e/mail-data.ts): a spec that reads e-mails
// (an invitation's link, a report) starts it and closes it when done.

export type ReceivedMail = { to: string[]; raw: string; text: string };

/** A MIME body as a person reads it: quoted-printable soft breaks joined and its bytes decoded as UTF-8. */
function readableText(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
  );
  return bytes.replace(/\r\n/g, '\n');
}

export type MailSink = {
  /** The first e-mail to `address` (any case) whose text matches `contains`, once it has arrived. */
  waitFor(address: string, contains?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export async function startMailSink(): Promise<MailSink> {
  const sink = await startSmtpSink(MAIL_TEST_PORT);
  const received = (): ReceivedMail[] =>
    sink.received.map((mail) => ({
      to: mail.to.map((to) => to.toLowerCase()),
      raw: mail.raw,
      text: readableText(mail.raw),
    }));
  const find = (address: string, contains?: RegExp) =>
    received().find((m) => m.to.includes(address.toLowerCase()) && (!contains || contains.test(m.text)));

  return {
    async waitFor(address, contains, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(address, contains);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${address} matching ${String(contains)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: sink.close,
  };
}

/** For a describe block: the sink starts before its tests and closes after them; read it inside a test. */
export function mailSinkForDescribe(): () => MailSink {
  let sink: MailSink | undefined;
  test.beforeAll(async () => {
    sink = await startMailSink();
  });
  test.afterAll(async () => {
    await sink?.close();
  });
  return () => {
    if (!sink) throw new Error('the mail sink starts in beforeAll: read it inside a test');
    return sink;
  };
}
