import * as MSG from '@secops/domain/messages';
import { isStaff } from '@secops/domain/roles';
import type { UnavailabilityCreate } from '@secops/domain/unavailability';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import {
  agentExists,
  deleteUnavailability,
  findAgentUnavailabilities,
  findUnavailability,
  insertUnavailability,
  updateUnavailability,
} from './unavailability.repository.ts';

/** Staff act on every agent; a guard on their own record only (another agent's answers 403). */
function assertOwnOrStaff(user: AuthUser, agentId: string): void {
  if (!isStaff(user.role) && user.agentId !== agentId) throw forbidden();
}

export async function listUnavailabilities(db: Db, user: AuthUser, agentId: string) {
  assertOwnOrStaff(user, agentId);
  if (!(await agentExists(db, agentId))) throw notFound(MSG.missionAgentNotFound);
  return findAgentUnavailabilities(db, agentId);
}

/**
 * Declares a period: a guard's leave is a request (REQUESTED) for staff to grant; the other reasons, and anything
 * staff enter, take effect at once (APPROVED).
 */
export async function declareUnavailability(
  db: Db,
  user: AuthUser,
  agentId: string,
  input: UnavailabilityCreate,
) {
  assertOwnOrStaff(user, agentId);
  if (!(await agentExists(db, agentId))) throw notFound(MSG.missionAgentNotFound);
  const requested = input.reason === 'LEAVE' && !isStaff(user.role);
  return insertUnavailability(db, {
    agentId,
    startAt: new Date(input.startAt),
    endAt: new Date(input.endAt),
    reason: input.reason,
    status: requested ? 'REQUESTED' : 'APPROVED',
    decidedBy: requested ? null : isStaff(user.role) ? user.id : null,
  });
}

/** Staff grant or refuse a leave request (a request still waiting; 409 otherwise). */
export async function decideUnavailability(
  db: Db,
  user: AuthUser,
  id: string,
  status: 'APPROVED' | 'REFUSED',
) {
  const found = await findUnavailability(db, id);
  if (!found) throw notFound(MSG.unavailabilityNotFound);
  if (found.status !== 'REQUESTED') throw conflict(MSG.unavailabilityNotRequested, 'NOT_REQUESTED');
  return (await updateUnavailability(db, id, { status, decidedBy: user.id }))!;
}

/** The guard removes one of theirs not yet begun; staff remove any. A guard reading another's id gets 404. */
export async function removeUnavailability(db: Db, user: AuthUser, id: string, now = new Date()) {
  const found = await findUnavailability(db, id);
  if (!found || (!isStaff(user.role) && found.agentId !== user.agentId))
    throw notFound(MSG.unavailabilityNotFound);
  if (!isStaff(user.role) && found.startAt <= now)
    throw conflict(MSG.unavailabilityPast, 'UNAVAILABILITY_STARTED');
  await deleteUnavailability(db, id);
}
