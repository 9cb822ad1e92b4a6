import { isStaff } from '@secops/domain/roles';
import { forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';

/** Staff read every agent; anyone else reads only their own agent record (another agent's id is 403). */
export function assertMayReadAgent(user: AuthUser, agentId: string): void {
  if (!isStaff(user.role) && user.agentId !== agentId) throw forbidden();
}
