import { isField, isStaff } from '@secops/domain/roles';
import * as MSG from '@secops/domain/messages';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { agentExists, isAssigned } from './incidents.repository.ts';

/** Staff report on any mission; an AGENT or LEAD only on a mission they are assigned to. */
export async function assertMayReport(db: DbOrTx, user: AuthUser, missionId: string): Promise<void> {
  if (isStaff(user.role)) return;
  if (isField(user.role) && user.agentId && (await isAssigned(db, missionId, user.agentId))) return;
  throw forbidden();
}

/**
 * Who is recorded as reporter: a field user is always their own agent, whatever the body says; staff name an
 * existing agent, or default to their own agent record (none for most staff accounts).
 */
export async function reporterFor(
  db: DbOrTx,
  user: AuthUser,
  requested: string | null | undefined,
): Promise<string | null> {
  if (!isStaff(user.role) || requested === undefined) return user.agentId;
  if (requested !== null && !(await agentExists(db, requested)))
    throw badRequest(MSG.incidentReporterNotFound);
  return requested;
}
