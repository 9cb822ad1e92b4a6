import { isStaff } from '@secops/domain/roles';
import { forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';

/** Staff read every agent's shifts; an agent or lead reads their own only (another agent's id answers 403). */
export function assertCanReadAgentShifts(user: AuthUser, agentId: string): void {
  if (isStaff(user.role)) return;
  if (user.agentId === null || user.agentId !== agentId) throw forbidden();
}
