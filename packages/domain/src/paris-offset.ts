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
