import { z } from 'zod';
import { isFrenchHoliday } from './french-holidays.ts';
import * as MSG from './messages.ts';
import { parisWallClock } from './paris-offset.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const HhMmSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MSG.payrollTimeInvalid });

/** The night range used by the payroll split, in Paris wall-clock time; it may wrap over midnight. */
export const PayrollRangesSchema = z.strictObject({ nightStart: HhMmSchema, nightEnd: HhMmSchema });
export type PayrollRanges = z.infer<typeof PayrollRangesSchema>;
export const DEFAULT_PAYROLL_RANGES: PayrollRanges = { nightStart: '21:00', nightEnd: '06:00' };

export type WorkedHours = {
  regularHours: number;
  overtimeHours: number;
  dayHours: number;
  nightHours: number;
  sundayHours: number;
  holidayHours: number;
};

export const NO_HOURS: WorkedHours = {
  regularHours: 0,
  overtimeHours: 0,
  dayHours: 0,
  nightHours: 0,
  sundayHours: 0,
  holidayHours: 0,
};

/** Paris's offset from UTC (ms) at an instant; it only changes on whole UTC hours. */
function parisOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS) * HOUR_MS;
  const w = parisWallClock(hour);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - hour;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a Paris minute of the day lies in the night range (start included, end excluded; may wrap midnight). */
export function isNightMinute(minuteOfDay: number, ranges: PayrollRanges): boolean {
  const start = minutesOf(ranges.nightStart);
  const end = minutesOf(ranges.nightEnd);
  if (start === end) return false;
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
}

const round = (hours: number) => Math.round(hours * 10_000) / 10_000;

/**
 * Hours of one worked period against its shift. Regular hours are worked inside the shift, overtime hours after its
 * end; time before the shift start is not counted. The counted time is also split by Paris wall-clock time into day
 * and night (day + night = regular + overtime), and Sunday and public-holiday hours are counted apart (subsets).
 */
export function workedHours(
  period: { start: Date; end: Date },
  shift: { startAt: Date; endAt: Date },
  ranges: PayrollRanges = DEFAULT_PAYROLL_RANGES,
): WorkedHours {
  const from = Math.max(period.start.getTime(), shift.startAt.getTime());
  const to = period.end.getTime();
  if (to <= from) return NO_HOURS;
  const shiftEnd = shift.endAt.getTime();
  const ms = { regular: 0, overtime: 0, day: 0, night: 0, sunday: 0, holiday: 0 };
  // Minute steps aligned on UTC minutes, which are Paris minutes too: each step lies in one category.
  for (let t = from; t < to;) {
    const next = Math.min(
      to,
      (Math.floor(t / MINUTE_MS) + 1) * MINUTE_MS,
      t < shiftEnd ? shiftEnd : Infinity,
    );
    const length = next - t;
    const local = new Date(t + parisOffset(t));
    const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes();
    if (t < shiftEnd) ms.regular += length;
    else ms.overtime += length;
    if (isNightMinute(minuteOfDay, ranges)) ms.night += length;
    else ms.day += length;
    if (local.getUTCDay() === 0) ms.sunday += length;
    const date = { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
    if (isFrenchHoliday(date)) ms.holiday += length;
    t = next;
  }
  return {
    regularHours: round(ms.regular / HOUR_MS),
    overtimeHours: round(ms.overtime / HOUR_MS),
    dayHours: round(ms.day / HOUR_MS),
    nightHours: round(ms.night / HOUR_MS),
    sundayHours: round(ms.sunday / HOUR_MS),
    holidayHours: round(ms.holiday / HOUR_MS),
  };
}

/** Adds the hours of a resumed period to those already worked. */
export const addHours = (a: WorkedHours, b: WorkedHours): WorkedHours => ({
  regularHours: round(a.regularHours + b.regularHours),
  overtimeHours: round(a.overtimeHours + b.overtimeHours),
  dayHours: round(a.dayHours + b.dayHours),
  nightHours: round(a.nightHours + b.nightHours),
  sundayHours: round(a.sundayHours + b.sundayHours),
  holidayHours: round(a.holidayHours + b.holidayHours),
});
