import { formatParis } from '../../../lib/format.ts';

/** `now`'s Paris calendar day, yyyy-mm-dd: a report may cover today at the latest. */
export const parisToday = (now: Date = new Date()): string => formatParis(now, 'yyyy-MM-dd');

/** The Paris calendar day before `now`'s, as yyyy-mm-dd: the day a report is usually asked for. */
export function parisYesterday(now: Date = new Date()): string {
  const today = new Date(`${parisToday(now)}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() - 1);
  return today.toISOString().slice(0, 10);
}
