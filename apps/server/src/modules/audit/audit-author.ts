import { isStaff, type Role } from '@secops/domain/roles';
import { runAsActor } from '../../db/actor-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findUserRole } from './audit.repository.ts';

/**
 * Runs `work` with a staff member as the author of its writes, which the audit triggers then record; the writes of
 * any other user (field users) are not recorded.
 */
export function asAuthor<T>(user: { id: string; role: Role }, work: () => Promise<T> | T): Promise<T> {
  return isStaff(user.role) ? runAsActor(user.id, work) : Promise.resolve(work());
}

/** The same for a user known by id only (the caller of a call, told by the signaling server). */
export async function asAuthorById<T>(db: DbOrTx, userId: string, work: () => Promise<T>): Promise<T> {
  const role = await findUserRole(db, userId);
  return role ? asAuthor({ id: userId, role }, work) : work();
}
