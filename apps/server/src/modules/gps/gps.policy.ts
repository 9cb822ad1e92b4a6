import * as MSG from '@secops/domain/messages';
import { isField, isStaff } from '@secops/domain/roles';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import type { PositionContext } from './gps.repository.ts';

/**
 * Positions come only from a field user's own agent: the agent is the session's, and an agentId in the payload
 * must be that same agent. Answers the agent id.
 */
export function assertOwnAgent(user: AuthUser, claimedAgentId: string | undefined): string {
  if (!isField(user.role)) throw forbidden();
  if (!user.agentId) throw notFound(MSG.agentProfileNotFound);
  if (claimedAgentId !== undefined && claimedAgentId !== user.agentId) throw forbidden(MSG.gpsAgentMismatch);
  return user.agentId;
}

/** A position is accepted for a mission the agent is assigned to, while it is ACTIVE, from an active account. */
export function assertMaySendPosition(context: PositionContext | undefined): PositionContext {
  if (!context) throw notFound(MSG.missionNotFound);
  if (!context.accountActive) throw unauthorized(MSG.accountDisabled);
  if (!context.assigned) throw forbidden(MSG.gpsNotAssigned);
  if (context.missionStatus !== 'ACTIVE') throw conflict(MSG.gpsMissionNotActive, 'MISSION_NOT_ACTIVE');
  return context;
}

/**
 * Privacy: a position is recorded only while the agent is on duty on the mission at the position's time (a shift
 * of theirs, with its margin, or an attendance).
 */
export function assertOnDuty(onDuty: boolean): void {
  if (!onDuty) throw new AppError('OFF_DUTY', 403, MSG.gpsOffDuty);
}

/** Only staff watch the live map. */
export function assertMayWatch(user: AuthUser): void {
  if (!isStaff(user.role)) throw forbidden();
}

/** Staff read every mission's perimeter; a field user only those of missions they are assigned to. */
export function assertMayReadPerimeter(user: AuthUser, assigned: boolean): void {
  if (!isStaff(user.role) && !assigned) throw forbidden(MSG.gpsNotAssigned);
}
