import { format, formatDistanceStrict } from 'date-fns';
import { fr } from 'date-fns/locale';

/** Every date and time is shown as it reads in Paris, whatever the device's own time zone. */
export const DISPLAY_TIME_ZONE = 'Europe/Paris';

export type DateInput = Date | string | number;

const wallClockParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const hoursFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * The same instant expressed as a local Date whose fields read like a Paris clock, so that date-fns
 * (which formats local fields) prints Paris time. Only for display: never send this value anywhere.
 */
export function toParisClock(value: DateInput): Date {
  const date = toDate(value);
  const parts = wallClockParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
    date.getMilliseconds(),
  );
}

/** Formats with a date-fns pattern in French, in Paris time ('EEEE d MMMM' → 'lundi 3 mars'). */
export function formatParis(value: DateInput, pattern: string): string {
  return format(toParisClock(value), pattern, { locale: fr });
}

/** 03/03/2025 */
export const formatDate = (value: DateInput): string => formatParis(value, 'dd/MM/yyyy');

/** 14:05 */
export const formatTime = (value: DateInput): string => formatParis(value, 'HH:mm');

/** 03/03/2025 à 14:05 */
export const formatDateTime = (value: DateInput): string => formatParis(value, "dd/MM/yyyy 'à' HH:mm");

/** lundi 3 mars 2025 */
export const formatLongDate = (value: DateInput): string => formatParis(value, 'EEEE d MMMM yyyy');

/** il y a 3 minutes / dans 2 heures */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  const distance = formatDistanceStrict(date, now, { locale: fr, roundingMethod: 'floor' });
  return date.getTime() <= now.getTime() ? `il y a ${distance}` : `dans ${distance}`;
}

/** Worked hours are always shown with two decimals, French style: 7,50. */
export function formatHours(hours: number | string | null | undefined): string {
  const value = Number(hours ?? 0);
  return hoursFormat.format(Number.isFinite(value) ? value : 0);
}
