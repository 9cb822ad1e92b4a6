import * as MSG from '@secops/domain/messages';
import { isStaff, type Role } from '@secops/domain/roles';
import { forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';

/**
 * Who may create or change an account of a role: ADMIN and SUPERADMIN accounts by a SUPERADMIN only, SUPERVISOR and
 * CLIENT accounts by an ADMIN or a SUPERADMIN, AGENT and LEAD accounts by any staff member.
 */
export function mayManageRole(actor: Role, target: Role): boolean {
  if (!isStaff(actor)) return false;
  if (target === 'SUPERADMIN' || target === 'ADMIN') return actor === 'SUPERADMIN';
  if (target === 'SUPERVISOR' || target === 'CLIENT') return actor !== 'SUPERVISOR';
  return true;
}

export function assertMayManageRole(actor: AuthUser, target: Role): void {
  if (!mayManageRole(actor.role, target)) throw forbidden(MSG.accountRoleForbidden);
}

/** Password and 2FA are changed by the account's owner only. */
export function assertOwnAccount(actor: AuthUser, userId: string): void {
  if (actor.id !== userId) throw forbidden(MSG.ownAccountOnly);
}

/** A profile is changed by its owner, or by a SUPERADMIN. */
export function assertMayEditProfile(actor: AuthUser, userId: string): void {
  if (actor.id !== userId && actor.role !== 'SUPERADMIN') throw forbidden(MSG.ownAccountOnly);
}
