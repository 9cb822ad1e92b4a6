import * as MSG from '@secops/domain/messages';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { formatMessage } from '../../../lib/format-message.ts';

/** Lun … Dim, Monday first. */
export const WEEKDAY_SHORT = [
  MSG.planningMonday,
  MSG.planningTuesday,
  MSG.planningWednesday,
  MSG.planningThursday,
  MSG.planningFriday,
  MSG.planningSaturday,
  MSG.planningSunday,
] as const;

/** A YYYY-MM-DD calendar date as a local Date at noon, for formatting the date alone (no time zone at play). */
function calendarDate(ymd: string): Date {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

const fmt = (ymd: string, pattern: string) => format(calendarDate(ymd), pattern, { locale: fr });

/** French dates write the first of a month "1er", other days as plain numbers. */
const dayOrdinal = (ymd: string): string => (ymd.endsWith('-01') ? '1er' : String(Number(ymd.slice(8, 10))));

/**
 * "Semaine du 9 au 15 mars 2026" (the first of a month is "1er"); the month and year are written on both ends only when they differ
 * ("Semaine du 30 mars au 5 avril 2026", "Semaine du 29 décembre 2025 au 4 janvier 2026").
 */
export function weekRangeLabel(monday: string, sunday: string): string {
  const sameYear = monday.slice(0, 4) === sunday.slice(0, 4);
  const sameMonth = sameYear && monday.slice(5, 7) === sunday.slice(5, 7);
  const start = `${dayOrdinal(monday)}${sameMonth ? '' : fmt(monday, sameYear ? ' MMMM' : ' MMMM yyyy')}`;
  const end = `${dayOrdinal(sunday)}${fmt(sunday, ' MMMM yyyy')}`;
  return formatMessage(MSG.planningWeekRange, { start, end });
}

/** The day number shown under Lun … Dim. */
export const dayNumber = (ymd: string): string => String(Number(ymd.slice(8, 10)));

const fullLabels = new Map<string, string>();

/**
 * "lundi 9 mars 2026", for assistive technology. Kept per date: the board names the day in each of its cells and
 * shifts, hundreds at a time.
 */
export function dayFullLabel(ymd: string): string {
  let label = fullLabels.get(ymd);
  if (label === undefined) {
    label = fmt(ymd, 'EEEE d MMMM yyyy');
    if (fullLabels.size >= 1000) fullLabels.clear();
    fullLabels.set(ymd, label);
  }
  return label;
}

/** "dd/MM" of a calendar date. */
export const dayShortDate = (ymd: string): string => fmt(ymd, 'dd/MM');

/** "3 missions cette semaine", "1 mission cette semaine". */
export const weekCountLabel = (count: number): string =>
  formatMessage(count > 1 ? MSG.planningWeekCount : MSG.planningWeekCountOne, { n: count });
