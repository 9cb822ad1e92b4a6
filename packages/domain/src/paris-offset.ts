/**
 * The offset of Paris time from UTC at an instant, in milliseconds, by the European Union's summer-time rule
 * (directive 2000/84/EC, in force in France since 1996): UTC+2 from 01:00 UTC on the last Sunday of March to 01:00
 * UTC on the last Sunday of October, UTC+1 otherwise. Worked out rather than asked of Intl: the browser's first
 * `Intl.DateTimeFormat` with a time zone loads its time-zone data, 20 to 50 ms on a desktop and several times that
 * on a phone, on the main thread of the first screen; and the planning's and the payroll's sums read thousands of
 * instants. Before 1996 the rule was not this one: null, and the caller asks Intl.
 */
export function parisOffsetMs(instant: number): number | null {
  const year = new Date(instant).getUTCFullYear();
  if (!(year >= 1996)) return null;
  const summer = instant >= lastSundayAt1Utc(year, 2) && instant < lastSundayAt1Utc(year, 9);
  return (summer ? 2 : 1) * 3_600_000;
}

/** 01:00 UTC on the last Sunday of a month (0–11) of a year. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** What a Paris clock and calendar read: month 1–12, weekday 0 for Sunday. */
export type ParisWallClock = Record<
  'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'weekday',
  number
>;

// Made at first use, for instants before 1996 only.
let formatter: Intl.DateTimeFormat | undefined;

/**
 * What a Paris clock reads at an instant (milliseconds dropped): by the rule above from 1996, by the time-zone
 * database before. An invalid instant throws a RangeError, as Intl does.
 */
export function parisWallClock(instant: number): ParisWallClock {
  const offset = parisOffsetMs(instant);
  if (offset !== null) {
    const wall = new Date(instant + offset);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
      weekday: wall.getUTCDay(),
    };
  }
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, hour: part('hour'), minute: part('minute'), second: part('second'), weekday };
}
