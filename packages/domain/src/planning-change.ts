import { formatMessage } from './format-message.ts';
import * as MSG from './messages.ts';
import { formatParisSlot } from './planning.ts';

/**
 * The branch agreement gives guards their planning in advance: a change to a shift starting within this many days
 * is told to the guard at once (in the field area, and by web push).
 */
export const PLANNING_NOTICE_DAYS = 7;
const NOTICE_MS = PLANNING_NOTICE_DAYS * 86_400_000;

export const PLANNING_CHANGE_KINDS = ['added', 'moved', 'removed'] as const;

/** planning:changed, to the guard whose shift it is. */
export type PlanningChange = {
  kind: (typeof PLANNING_CHANGE_KINDS)[number];
  shiftId: string;
  missionId: string;
  missionTitle: string;
  startAt: string;
  endAt: string;
};

/** True when the shift has not ended and starts within the next PLANNING_NOTICE_DAYS days. */
export function withinNotice(slot: { startAt: Date; endAt: Date }, now: Date): boolean {
  return slot.endAt.getTime() > now.getTime() && slot.startAt.getTime() < now.getTime() + NOTICE_MS;
}

const KIND_TEXT = {
  added: MSG.planningChangeAdded,
  moved: MSG.planningChangeMoved,
  removed: MSG.planningChangeRemoved,
} as const;

/** 'Votre planning a changé' and, e.g., 'Horaire modifié : Tour Horizon, 03/12 08:00–16:00' (Paris time). */
export function planningChangeText(change: PlanningChange): { title: string; body: string } {
  const when = formatParisSlot({ startAt: new Date(change.startAt), endAt: new Date(change.endAt) });
  return {
    title: MSG.planningChangeTitle,
    body: formatMessage(KIND_TEXT[change.kind], { mission: change.missionTitle, when }),
  };
}
