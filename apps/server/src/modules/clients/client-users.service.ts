import { randomBytes } from 'node:crypto';
import type { ClientUser, ClientUserInvite } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { createInvitation, sendInvitation } from '../users/invitation.service.ts';
import { assertMayManageRole } from '../users/users.policy.ts';
import { createUser } from '../users/users.service.ts';
import { listClientUsers, type ClientUserRow } from './client-users.repository.ts';
import { findClientById, lockClient } from './clients.repository.ts';

export const presentClientUser = (row: ClientUserRow): ClientUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  isActive: row.isActive,
  hasSignedIn: row.hasSignedIn,
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/clients/{id}/users: the company's accounts (404 for an unknown company). */
export async function clientUsers(db: Db, clientId: string): Promise<ClientUser[]> {
  if (!(await findClientById(db, clientId))) throw notFound(MSG.clientNotFound);
  return (await listClientUsers(db, clientId)).map(presentClientUser);
}

/**
 * POST /api/clients/{id}/users: a CLIENT account of the company, without a usable password, and its invitation
 * (a set-password link), written in one transaction; the e-mail leaves once it is committed, as for staff.
 */
export async function inviteClientUser(
  deps: Pick<AppDeps, 'database' | 'config' | 'mailer'>,
  actor: AuthUser,
  clientId: string,
  input: ClientUserInvite,
): Promise<ClientUser> {
  assertMayManageRole(actor, 'CLIENT');
  const { db } = deps.database;
  const { userId, invitation } = await db.transaction(async (tx) => {
    if (!(await lockClient(tx, clientId))) throw notFound(MSG.clientNotFound);
    const account = await createUser(tx, {
      email: input.email,
      // Nobody can sign in until the invitation link sets a password.
      password: randomBytes(32).toString('base64url'),
      role: 'CLIENT',
      clientId,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
    });
    return { userId: account.id, invitation: await createInvitation(tx, deps.config.publicUrl, account) };
  });
  await sendInvitation(deps, invitation);
  const created = (await listClientUsers(db, clientId)).find((row) => row.id === userId);
  return presentClientUser(created!);
}
