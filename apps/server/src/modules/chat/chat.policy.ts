import * as MSG from '@secops/domain/messages';
import { isMissionLocked, type MissionStatus } from '@secops/domain/missions';
import { isStaff } from '@secops/domain/roles';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';

type ChatAccess = { status: MissionStatus; assigned: boolean } | undefined;

/** A mission's chat belongs to its members: staff, and the agents assigned to the mission. */
export function assertChatMember(user: AuthUser, access: ChatAccess): MissionStatus {
  if (!access) throw notFound(MSG.missionNotFound);
  if (!isStaff(user.role) && !access.assigned) throw forbidden(MSG.chatNotMember);
  return access.status;
}

/** An archived mission's chat can be read, not written. */
export function assertChatWritable(status: MissionStatus): void {
  if (isMissionLocked(status)) throw conflict(MSG.missionArchived, 'MISSION_ARCHIVED');
}

/** A user id in a payload (senderId, userId) must be the session's own. */
export function assertSelf(user: AuthUser, claimedUserId: string | undefined): void {
  if (claimedUserId !== undefined && claimedUserId !== user.id) throw forbidden(MSG.chatSenderMismatch);
}
