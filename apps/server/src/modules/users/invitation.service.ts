import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { newOpaqueToken } from '../../lib/auth/tokens.ts';
import { insertResetToken } from '../auth/reset-tokens.repository.ts';
import { invitationMail } from './invitation.mail.ts';

/** An invitation link stays valid longer than a reset link: the new agent may open it days later. */
export const INVITATION_TTL_HOURS = 72;

export type Invitation = { to: string; firstName: string | null; link: string };

/**
 * Stores a single-use set-password token of purpose 'invite' (hashed) and answers the link to the reset-password
 * page, which accepts it like a reset token. `db` is usually the transaction creating the account.
 */
export async function createInvitation(
  db: DbOrTx,
  publicUrl: string,
  account: { id: string; email: string; firstName: string | null },
): Promise<Invitation> {
  const invite = newOpaqueToken();
  await insertResetToken(db, {
    userId: account.id,
    tokenHash: invite.hash,
    purpose: 'invite',
    expiresAt: new Date(Date.now() + INVITATION_TTL_HOURS * 3600_000),
  });
  const link = new URL('/reset-password', publicUrl);
  link.searchParams.set('token', invite.token);
  return { to: account.email, firstName: account.firstName, link: link.toString() };
}

/** Sent once the account is committed, so that no e-mail ever points at an account that was rolled back. */
export const sendInvitation = (deps: Pick<AppDeps, 'mailer'>, invitation: Invitation): Promise<void> =>
  deps.mailer.send(
    invitationMail(invitation.to, invitation.firstName, invitation.link, INVITATION_TTL_HOURS),
  );
