import { isCalendarDate, parisMidnight, toParisDate } from '@secops/domain/planning';

/** A Paris calendar day of the shown week: its YYYY-MM-DD date and the instants it runs between. */
export type WeekDay = { date: string; start: Date; end: Date };

type Timed = { startAt: string; endAt: string };

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date `days` days after a YYYY-MM-DD date (calendar arithmetic, free of time zones). */
export function addCalendarDays(ymd: string, days: number): string {
  const match = YMD.exec(ymd);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${ymd}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}

/** Today's date as it reads in Paris. */
export const parisToday = (now: Date = new Date()): string => toParisDate(now);

/** The Monday (YYYY-MM-DD) of the week holding a calendar date; weeks start on Monday (calendar arithmetic). */
export function mondayOf(ymd: string): string {
  const match = YMD.exec(ymd);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${ymd}`);
  const weekday = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
  return addCalendarDays(ymd, -((weekday + 6) % 7));
}

/**
 * The seven Paris days of the week starting on `monday`, each from its midnight to the next one: a day of a
 * daylight-saving change lasts 23 or 25 hours.
 */
export function weekDays(monday: string): WeekDay[] {
  return Array.from({ length: 7 }, (_, index) => {
    const date = addCalendarDays(monday, index);
    return { date, start: parisMidnight(date), end: parisMidnight(addCalendarDays(date, 1)) };
  });
}

/** A mission is on a day when it overlaps that day: it starts before the day ends and ends after it starts. */
export function isOnDay(item: Timed, day: WeekDay): boolean {
  return Date.parse(item.startAt) < day.end.getTime() && Date.parse(item.endAt) > day.start.getTime();
}

/** The dates of the week on which an item shows (every day it overlaps). */
export const daysOf = (item: Timed, days: readonly WeekDay[]): string[] =>
  days.filter((day) => isOnDay(item, day)).map((day) => day.date);

/** Each day of the week with the items it shows, in start order. */
export function layoutWeek<T extends Timed>(
  days: readonly WeekDay[],
  items: readonly T[],
): { day: WeekDay; items: T[] }[] {
  const sorted = [...items].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  return days.map((day) => ({ day, items: sorted.filter((item) => isOnDay(item, day)) }));
}

/** True when an item began on an earlier day than this one (it continues here). */
export const continuesFromBefore = (item: Timed, day: WeekDay): boolean =>
  Date.parse(item.startAt) < day.start.getTime();

/** The part of an address before its first comma ("12 rue de Rivoli, 75001 Paris" → "12 rue de Rivoli"). */
export function addressHead(address: string | null): string {
  return address?.split(',')[0]?.trim() ?? '';
}

/** A YYYY-MM-DD text naming a real date, else null (for a date taken from the address bar). */
export const readCalendarDate = (value: string | null): string | null =>
  value && isCalendarDate(value) ? value : null;

/** The shown week lives in the address (?semaine=YYYY-MM-DD, its Monday), so it survives a reload or a link. */
export const WEEK_PARAM = 'semaine';

/** The Monday of the week an address shows: the week of its ?semaine, else this week (`today` asked only then). */
export const shownMonday = (params: URLSearchParams, today: () => string): string =>
  mondayOf(readCalendarDate(params.get(WEEK_PARAM)) ?? today());

/** The calendar shows the missions still in play: archived ones, closed for good, are left out (the legend has no colour for them). */
export const plannedMissions = <T extends { status: string }>(missions: readonly T[]): T[] =>
  missions.filter((mission) => mission.status !== 'ARCHIVED');
