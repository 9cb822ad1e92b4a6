import * as MSG from '@secops/domain/messages';
import { canTransition, isMissionLocked, type MissionStatus } from '@secops/domain/missions';
import { isStaff } from '@secops/domain/roles';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string): boolean => UUID.test(id);

/** A path id that is not even a UUID names no mission: answered like an unknown one. */
export function assertMissionId(id: string): void {
  if (!isUuid(id)) throw notFound(MSG.missionNotFound);
}

/** Staff see every mission; a field user only the missions their agent is assigned to. */
export const seesEveryMission = (user: AuthUser): boolean => isStaff(user.role);

/** An archived mission is read-only: every write answers 409. */
export function assertMissionWritable(status: MissionStatus): void {
  if (isMissionLocked(status)) throw conflict(MSG.missionArchived, 'MISSION_ARCHIVED');
}

/** Status changes follow the detail screen's transitions only. */
export function assertTransition(from: MissionStatus, to: MissionStatus): void {
  assertMissionWritable(from);
  if (!canTransition(from, to)) throw conflict(MSG.missionTransitionRefused, 'MISSION_TRANSITION');
}
