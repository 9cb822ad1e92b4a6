/** A mission card shows at most 2 of the agent's shifts on that mission. */
export const SHIFT_PREVIEW_COUNT = 2;

type PreviewShift = { missionId: string; startAt: string; endAt: string };

/**
 * The agent's upcoming shifts on a mission for its card: those not over yet (a shift in progress still counts),
 * soonest first, at most 2.
 */
export function missionShiftPreview<T extends PreviewShift>(
  shifts: readonly T[],
  missionId: string,
  now: Date,
  limit: number = SHIFT_PREVIEW_COUNT,
): T[] {
  return shifts
    .filter((shift) => shift.missionId === missionId && Date.parse(shift.endAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))
    .slice(0, limit);
}
