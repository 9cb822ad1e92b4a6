import type { RecurrenceType } from './shifts.ts';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from './date-range.ts';
import { parisWallClock } from './paris-offset.ts';

/** Planning is reasoned in the company's wall-clock time: a weekly 08:00 shift stays at 08:00 across DST changes. */
export const PLANNING_TIME_ZONE = 'Europe/Paris';
/** A recurrence creates at most this many shifts (one a day for a leap year). */
export const SHIFT_MAX_OCCURRENCES = 366;
/** One shift lasts at most this long; longer presences are split into several shifts. */
export const SHIFT_MAX_HOURS = 24;

export type Slot = { startAt: Date; endAt: Date };
type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const HOUR_MS = 3_600_000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Paris wall-clock reading of an instant (milliseconds dropped); an invalid date throws a RangeError. */
const toWall = (date: Date): WallTime => parisWallClock(date.getTime());

const sameWall = (a: WallTime, b: WallTime) =>
  a.year === b.year &&
  a.month === b.month &&
  a.day === b.day &&
  a.hour === b.hour &&
  a.minute === b.minute &&
  a.second === b.second;

/**
 * The instant showing this wall-clock time in Paris (UTC+1 in winter, UTC+2 in summer). An hour that happens twice
 * (October) is taken the first time; an hour that does not exist (March) is moved one hour later, as clocks do.
 */
function fromWall(wall: WallTime): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const summer = new Date(naive - 2 * HOUR_MS);
  if (sameWall(toWall(summer), wall)) return summer;
  return new Date(naive - HOUR_MS);
}

/** The wall time `days` calendar days later, same hour (calendar arithmetic, not 24-hour steps). */
function addDays(wall: WallTime, days: number): WallTime {
  const d = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return { ...wall, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The Paris calendar date of an instant, as YYYY-MM-DD. */
export function toParisDate(date: Date): string {
  const w = toWall(date);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** Midnight, Paris time, at the start of a YYYY-MM-DD calendar date. */
export function parisMidnight(ymd: string): Date {
  const m = YMD.exec(ymd);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${ymd}`);
  return fromWall({
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: 0,
    minute: 0,
    second: 0,
  });
}

/** The instant a Paris wall-clock time HH:MM shows on a YYYY-MM-DD calendar date (see fromWall for DST changes). */
export function parisTimeOn(ymd: string, hhmm: string): Date {
  const midnight = toWall(parisMidnight(ymd));
  const [hour, minute] = hhmm.split(':').map(Number);
  return fromWall({ ...midnight, hour: hour ?? 0, minute: minute ?? 0, second: 0 });
}

/** The YYYY-MM-DD calendar date `days` days after another. */
export const addCalendarDays = (ymd: string, days: number): string =>
  new Date(Date.parse(`${ymd}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The half-open period [start, end) of Paris calendar days `from` to `to`, both included (either may be absent). */
export function parisDays(from?: string, to?: string): { start?: Date; end?: Date } {
  const end = to
    ? parisMidnight(new Date(Date.parse(`${to}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10))
    : undefined;
  return { start: from ? parisMidnight(from) : undefined, end };
}

/** True for a YYYY-MM-DD string naming a real calendar date, within the supported years. */
export function isCalendarDate(ymd: string): boolean {
  const m = YMD.exec(ymd);
  if (!m || Number(m[1]) < DATE_MIN_YEAR || Number(m[1]) > DATE_MAX_YEAR) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() + 1 === Number(m[2]) &&
    d.getUTCDate() === Number(m[3])
  );
}

/** The Paris week holding an instant: Monday 00:00 to the next Monday 00:00, Paris time, as UTC instants. */
export function parisWeek(date: Date): { start: Date; end: Date } {
  const wall = toWall(date);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  const monday = addDays({ ...wall, hour: 0, minute: 0, second: 0 }, -((weekday + 6) % 7));
  return { start: fromWall(monday), end: fromWall(addDays(monday, 7)) };
}

/** Half-open intervals [start, end) overlap when each starts before the other ends; touching ends do not overlap. */
export function overlaps(a: Slot, b: Slot): boolean {
  return a.startAt.getTime() < b.endAt.getTime() && b.startAt.getTime() < a.endAt.getTime();
}

export type RecurrenceInput = Slot & { type?: RecurrenceType | null; until?: string | null };

/**
 * One slot per occurrence, DAILY or WEEKLY, from the first slot up to and including the Paris calendar date `until`;
 * each occurrence keeps the first slot's Paris wall-clock times. Without a type, the first slot alone. Stops after
 * `limit` occurrences so that a far end date costs nothing.
 */
export function expandRecurrence(input: RecurrenceInput, limit = SHIFT_MAX_OCCURRENCES + 1): Slot[] {
  const first = { startAt: input.startAt, endAt: input.endAt };
  if (!input.type || !input.until) return [first];
  const step = input.type === 'DAILY' ? 1 : 7;
  const start = toWall(input.startAt);
  const end = toWall(input.endAt);
  const slots: Slot[] = [];
  for (let k = 0; slots.length < limit; k += 1) {
    const startAt = fromWall(addDays(start, k * step));
    if (toParisDate(startAt) > input.until) break;
    slots.push({ startAt, endAt: fromWall(addDays(end, k * step)) });
  }
  return slots;
}

/** The slot `days` Paris calendar days later, at the same wall-clock times (a week later is `days` 7). */
export function moveByParisDays(slot: Slot, days: number): Slot {
  return {
    startAt: fromWall(addDays(toWall(slot.startAt), days)),
    endAt: fromWall(addDays(toWall(slot.endAt), days)),
  };
}

/** True for a YYYY-MM-DD calendar date that is a Monday. */
export const isMonday = (ymd: string): boolean =>
  isCalendarDate(ymd) && new Date(`${ymd}T12:00:00Z`).getUTCDay() === 1;

/** The first existing slot that overlaps one of the candidates, else undefined. */
export function findOverlap<T extends Slot>(candidates: Slot[], existing: T[]): T | undefined {
  for (const candidate of candidates) {
    const hit = existing.find((slot) => overlaps(candidate, slot));
    if (hit) return hit;
  }
  return undefined;
}

/** The earlier slot of the first overlapping pair in a list sorted by start, else undefined. */
export function findSelfOverlap(sorted: Slot[]): Slot | undefined {
  let longest: Slot | undefined;
  for (const slot of sorted) {
    if (longest && slot.startAt.getTime() < longest.endAt.getTime()) return longest;
    if (!longest || slot.endAt.getTime() > longest.endAt.getTime()) longest = slot;
  }
  return undefined;
}

/** A slot as the planning shows it, Paris time: "12/03 08:00–16:00", or "12/03 22:00–13/03 06:00" over midnight. */
export function formatParisSlot(slot: Slot): string {
  const s = toWall(slot.startAt);
  const e = toWall(slot.endAt);
  const day = (w: WallTime) => `${pad(w.day)}/${pad(w.month)}`;
  const time = (w: WallTime) => `${pad(w.hour)}:${pad(w.minute)}`;
  const sameDay = s.year === e.year && s.month === e.month && s.day === e.day;
  return `${day(s)} ${time(s)}–${sameDay ? '' : `${day(e)} `}${time(e)}`;
}
