import * as MSG from '@secops/domain/messages';
import { isStaff } from '@secops/domain/roles';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';

/** The field user's own agent id; a field account without an agent profile cannot clock in. */
export function ownAgentId(user: AuthUser): string {
  if (!user.agentId) throw forbidden(MSG.attendanceAgentUnknown);
  return user.agentId;
}

/** An agent clocks in only for themself. */
export function assertOwnAgent(user: AuthUser, agentId: string): void {
  if (ownAgentId(user) !== agentId) throw forbidden(MSG.attendanceOwnOnly);
}

/** Another agent's attendance is answered as unknown, so that ids of others reveal nothing. */
export function assertOwnAttendance(user: AuthUser, attendance: { agentId: string } | undefined): void {
  if (!attendance || attendance.agentId !== ownAgentId(user)) throw notFound(MSG.attendanceNotFound);
}

/** Staff read any agent's attendance in progress, a field user only their own. */
export function assertMayReadAgentAttendance(user: AuthUser, agentId: string): void {
  if (!isStaff(user.role) && user.agentId !== agentId) throw forbidden(MSG.attendanceOwnOnly);
}
