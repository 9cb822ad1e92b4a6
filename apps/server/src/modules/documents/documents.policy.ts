import * as MSG from '@secops/domain/messages';
import { isMissionLocked, type MissionStatus } from '@secops/domain/missions';
import { isStaff } from '@secops/domain/roles';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';

type MissionAccess = { status: MissionStatus; assigned: boolean } | undefined;

/** Staff read every mission's documents; an agent those of the missions they are assigned to. */
export function assertMayReadDocuments(user: AuthUser, access: MissionAccess): void {
  if (!access) throw notFound(MSG.missionNotFound);
  if (!isStaff(user.role) && !access.assigned) throw forbidden();
}

/** Uploads and deletions are for staff (the route's guard), on a mission that is not archived. */
export function assertMayChangeDocuments(access: MissionAccess): void {
  if (!access) throw notFound(MSG.missionNotFound);
  if (isMissionLocked(access.status)) throw conflict(MSG.missionArchived, 'MISSION_ARCHIVED');
}
