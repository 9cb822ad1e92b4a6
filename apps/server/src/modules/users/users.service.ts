import type { FastifyBaseLogger } from 'fastify';
import * as MSG from '@secops/domain/messages';
import type { CreateUserBody, ProfileUpdateBody } from '@secops/domain/users.schemas';
import type { AppDeps } from '../../deps.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { hashPassword } from '../../lib/auth/password.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { createAgentPhotos } from '../agents/agent-photos.ts';
import { clearAgentPersonalData, lockAgentOfUser } from '../agents/agents.repository.ts';
import { deleteAgentCertifications } from '../agents/certifications.repository.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { findAccountById, type AccountRow } from '../auth/auth.repository.ts';
import { revokeUserRefreshTokens } from '../auth/refresh-tokens.repository.ts';
import { checkCurrentPassword } from './account-security.service.ts';
import { assertMayEditProfile, assertMayManageRole } from './users.policy.ts';
import {
  deleteUserRow,
  emailExists,
  insertUser,
  lockUser,
  setUserActive,
  updateUserProfile,
  type CreatedUserRow,
} from './users.repository.ts';

const emailTaken = () => conflict(MSG.emailTaken, 'EMAIL_TAKEN');

/**
 * Creates an account with an argon2id password hash. A taken e-mail (whatever its case) answers 409; the unique
 * index settles two creations racing for the same address.
 */
export async function createUser(db: DbOrTx, input: CreateUserBody): Promise<CreatedUserRow> {
  if (await emailExists(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(db, {
      email: input.email,
      passwordHash,
      role: input.role,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      clientId: input.clientId ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
    if (isForeignKeyViolation(error, 'users_client_id_clients_id_fk')) throw notFound(MSG.clientNotFound);
    throw error;
  }
}

async function accountOf(db: DbOrTx, userId: string): Promise<AccountRow> {
  const account = await findAccountById(db, userId);
  if (!account) throw notFound(MSG.userNotFound);
  return account;
}

/** POST /api/users: staff create accounts of the roles they may manage. */
export async function createAccount(db: Db, actor: AuthUser, input: CreateUserBody): Promise<AccountRow> {
  assertMayManageRole(actor, input.role);
  // The audit trigger records the new account and its author.
  const user = await createUser(db, input);
  return accountOf(db, user.id);
}

/**
 * Deletes an account (never one's own). Its agent stays, with its name and matricule, for history; its contact
 * details, birth date, photo and certifications go with the account.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'database' | 'config' | 'revocations'> & { log: FastifyBaseLogger },
  actor: AuthUser,
  userId: string,
): Promise<void> {
  if (actor.id === userId) throw forbidden(MSG.cannotDeleteSelf);
  const photo = await deps.database.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw notFound(MSG.userNotFound);
    assertMayManageRole(actor, user.role);
    const agent = await lockAgentOfUser(tx, userId);
    if (agent) {
      await clearAgentPersonalData(tx, agent.id);
      await deleteAgentCertifications(tx, agent.id);
    }
    await deleteUserRow(tx, userId);
    return agent?.photo ?? null;
  });
  deps.revocations.userRevoked(userId);
  await createAgentPhotos(deps.config.dataDir, deps.log).remove(photo);
}

/** Activates or deactivates an account (never one's own); deactivating ends every session at once. */
export async function setAccountStatus(
  deps: Pick<AppDeps, 'database' | 'revocations'>,
  actor: AuthUser,
  userId: string,
  isActive: boolean,
): Promise<AccountRow> {
  if (actor.id === userId) throw forbidden(MSG.cannotDeactivateSelf);
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw notFound(MSG.userNotFound);
    assertMayManageRole(actor, user.role);
    await setUserActive(tx, userId, isActive);
    if (!isActive) await revokeUserRefreshTokens(tx, userId);
  });
  if (!isActive) deps.revocations.userRevoked(userId);
  return accountOf(db, userId);
}

/**
 * PATCH /api/users/{id}/profile: by the owner, or a SUPERADMIN; a new e-mail needs the current password of the one
 * making the change; an e-mail taken by another account is 409.
 */
export async function updateProfile(
  deps: Pick<AppDeps, 'database'>,
  actor: AuthUser,
  userId: string,
  input: ProfileUpdateBody,
  ip: string,
): Promise<AccountRow> {
  assertMayEditProfile(actor, userId);
  const { db } = deps.database;
  const { currentPassword, ...values } = input;
  const account = await accountOf(db, userId);
  if (values.email !== account.email) {
    const self = actor.id === userId ? account : await accountOf(db, actor.id);
    await checkCurrentPassword(deps, self, currentPassword, ip);
  }
  try {
    if (!(await updateUserProfile(db, userId, values))) throw notFound(MSG.userNotFound);
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
    throw error;
  }
  return accountOf(db, userId);
}
