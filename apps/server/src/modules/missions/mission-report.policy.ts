import { isField, isStaff } from '@secops/domain/roles';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { isAssignedToMission } from './mission-report.repository.ts';

/** Staff download any mission's report; an AGENT or LEAD only the report of a mission they are assigned to. */
export async function assertMayReadReport(db: DbOrTx, user: AuthUser, missionId: string): Promise<void> {
  if (isStaff(user.role)) return;
  if (isField(user.role) && user.agentId && (await isAssignedToMission(db, missionId, user.agentId))) return;
  throw forbidden();
}
