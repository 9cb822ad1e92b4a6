import { SHIFT_MAX_HOURS } from '@secops/domain/planning';
import type { BoardShift } from './board-layout.ts';
import type { WeekDay } from './week-layout.ts';

/** Width of an hour on the day view, in pixels. */
export const HOUR_WIDTH = 56;
export const MINUTE_WIDTH = HOUR_WIDTH / 60;
/** Moves and resizes snap to a quarter of an hour. */
export const SNAP_MINUTES = 15;
const MINUTE_MS = 60_000;

/** What a drag or a key changes: the whole shift, or its start or end only. */
export type TimelineEdge = 'move' | 'start' | 'end';

/** The shifts meeting the day, in start order. */
export const shiftsOfDay = (shifts: readonly BoardShift[], day: WeekDay): BoardShift[] =>
  shifts
    .filter((s) => Date.parse(s.startAt) < day.end.getTime() && Date.parse(s.endAt) > day.start.getTime())
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));

/**
 * Where a shift's bar sits on the day's line: left and width in pixels from the day's midnight (a day of a clock
 * change lasts 23 or 25 hours), cut at the day's ends, and whether it goes on before or after the day.
 */
export function barGeometry(shift: BoardShift, day: WeekDay) {
  const dayStart = day.start.getTime();
  const from = Math.max(Date.parse(shift.startAt), dayStart);
  const to = Math.min(Date.parse(shift.endAt), day.end.getTime());
  return {
    left: ((from - dayStart) / MINUTE_MS) * MINUTE_WIDTH,
    width: ((to - from) / MINUTE_MS) * MINUTE_WIDTH,
    before: Date.parse(shift.startAt) < dayStart,
    after: Date.parse(shift.endAt) > day.end.getTime(),
  };
}

/** The pixels a pointer moved, as whole quarters of an hour. */
export const snappedMinutes = (pixels: number): number =>
  Math.round(pixels / MINUTE_WIDTH / SNAP_MINUTES) * SNAP_MINUTES;

/**
 * The change a drag of `minutes` makes: the whole shift moved (and given to `agentId` when another row), or one end
 * moved. Null when nothing changes or the shift would last less than a quarter of an hour or more than 24 hours.
 */
export function timelineChange(
  shift: BoardShift,
  edge: TimelineEdge,
  minutes: number,
  agentId: string | null = shift.agentId,
): { startAt: string; endAt: string; agentId?: string } | null {
  const shiftBy = minutes * MINUTE_MS;
  const start = Date.parse(shift.startAt) + (edge === 'end' ? 0 : shiftBy);
  const end = Date.parse(shift.endAt) + (edge === 'start' ? 0 : shiftBy);
  const reassigned = agentId !== null && agentId !== shift.agentId;
  if (minutes === 0 && !reassigned) return null;
  const length = end - start;
  if (length < SNAP_MINUTES * MINUTE_MS || length > SHIFT_MAX_HOURS * 60 * MINUTE_MS) return null;
  return {
    startAt: new Date(start).toISOString(),
    endAt: new Date(end).toISOString(),
    ...(reassigned && { agentId }),
  };
}
