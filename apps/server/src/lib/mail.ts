import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import {
  insertOutboxMail,
  markOutboxMailFailed,
  markOutboxMailSent,
  type OutboxMail,
} from './mail-outbox.repository.ts';

/** A file sent with a message (the outbox keeps the message's text, not its attachments). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = OutboxMail & { attachments?: MailAttachment[] };

export type Mailer = {
  /** Records the message in the outbox; delivery (if SMTP is configured) goes on in the background. */
  send(message: MailMessage): Promise<void>;
  /**
   * Records the message in the outbox and sends it at once, resolving once the SMTP server took it and rejecting when
   * it refused it or could not be reached, so that the caller may try again later. Without SMTP it resolves with the
   * message queued in the outbox, as `send` leaves it.
   */
  deliver(message: MailMessage): Promise<void>;
  /** Resolves once every delivery started so far has finished (shutdown, tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

type MailerOptions = { smtpUrl?: string; from: string; db: Db; log: FastifyBaseLogger };

/**
 * With SMTP the message is sent and its outbox row marked sent or failed; a failure is logged, and never reaches the
 * caller of `send` (`deliver` hands it back). Without SMTP the message stays 'queued' in the outbox, and the log names it without its text:
 * its links carry reset and invitation tokens.
 */
export function createMailer({ smtpUrl, from, db, log }: MailerOptions): Mailer {
  // nodemailer is loaded with the first message, not at start.
  let transport: Promise<Transporter> | undefined;
  const transporter = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  const pending = new Set<Promise<void>>();

  /** Sends a recorded message and marks its outbox row; a failure is marked, logged and thrown again. */
  const transmit = async (id: string, message: MailMessage, url: string): Promise<void> => {
    try {
      await (await transporter(url)).sendMail({ from, ...message });
      await markOutboxMailSent(db, id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ mailId: id, to: message.to, err: error }, "échec de l'envoi d'un e-mail");
      await markOutboxMailFailed(db, id, reason).catch((e: unknown) =>
        log.error({ mailId: id, err: e }, "échec de l'enregistrement de l'erreur d'envoi"),
      );
      throw error;
    }
  };

  const record = async (message: MailMessage): Promise<string> => {
    const id = await insertOutboxMail(db, message, 'queued');
    if (!smtpUrl)
      log.info(
        { mailId: id, to: message.to, subject: message.subject },
        'e-mail conservé dans la file (SMTP non configuré)',
      );
    return id;
  };

  return {
    async send(message) {
      const id = await record(message);
      if (!smtpUrl) return;
      const delivery = transmit(id, message, smtpUrl)
        .catch(() => undefined)
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async deliver(message) {
      const id = await record(message);
      if (!smtpUrl) return;
      const delivery = transmit(id, message, smtpUrl);
      const tracked: Promise<void> = delivery.catch(() => undefined).finally(() => pending.delete(tracked));
      pending.add(tracked);
      await delivery;
    },
    async idle() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      (await transport)?.close();
    },
  };
}
