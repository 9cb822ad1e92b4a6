import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type OutboxMail = { to: string; subject: string; text: string; html?: string };

/** Every e-mail is kept in the outbox, sent or not, so a local user can still follow its link. */
export async function insertOutboxMail(db: DbOrTx, mail: OutboxMail, status: 'queued'): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, status })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

export async function markOutboxMailSent(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), error: null })
    .where(eq(mailOutbox.id, id));
}

export async function markOutboxMailFailed(db: DbOrTx, id: string, error: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', error }).where(eq(mailOutbox.id, id));
}
