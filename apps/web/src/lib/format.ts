import { parisWallClock, type ParisWallClock } from '@secops/domain/paris-offset';

// Every date and time is shown as it reads in Paris, whatever the device's own time zone.
export type DateInput = Date | string | number;

// Made at first use (the first screen shows no hours).
let hoursFormat: Intl.NumberFormat | undefined;

// The French names date-fns writes (its fr locale), fixed here rather than read from the browser's Intl data.
const DAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];

export function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** What a Paris clock and calendar read at that instant (month 1–12, weekday 0 for Sunday). */
const readParisClock = (value: DateInput): ParisWallClock => parisWallClock(toDate(value).getTime());

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The pattern letters the screens use, written as date-fns writes them in French. */
const FIELDS: Record<string, (clock: ParisWallClock) => string> = {
  yyyy: (c) => pad(c.year, 4),
  MMMM: (c) => MONTHS[c.month - 1] ?? '',
  MMM: (c) => SHORT_MONTHS[c.month - 1] ?? '',
  MM: (c) => pad(c.month),
  dd: (c) => pad(c.day),
  d: (c) => String(c.day),
  EEEE: (c) => DAYS[c.weekday] ?? '',
  EEE: (c) => `${DAYS[c.weekday]?.slice(0, 3)}.`,
  HH: (c) => pad(c.hour),
  mm: (c) => pad(c.minute),
  ss: (c) => pad(c.second),
};

/**
 * Formats with a date-fns pattern in French, in Paris time ('EEEE d MMMM' → 'lundi 3 mars'): text between quotes
 * as it is, and the letters of FIELDS only, any other throwing. Written without date-fns, which with its locales
 * weighed 7 kB (gzip) on every screen's first load.
 */
export function formatParis(value: DateInput, pattern: string): string {
  const clock = readParisClock(value);
  return pattern.replace(/''|'(?:''|[^'])*'|([A-Za-z])\1*/g, (token) => {
    if (token.startsWith("'")) return token === "''" ? "'" : token.slice(1, -1).replaceAll("''", "'");
    const field = FIELDS[token];
    if (!field) throw new RangeError(`Unsupported date pattern letters: ${token}`);
    return field(clock);
  });
}

/** 03/03/2025 */
export const formatDate = (value: DateInput): string => formatParis(value, 'dd/MM/yyyy');

/** 14:05 */
export const formatTime = (value: DateInput): string => formatParis(value, 'HH:mm');

const parisDayNumber = (value: DateInput) =>
  Date.parse(`${formatParis(value, 'yyyy-MM-dd')}T00:00:00Z`) / 86_400_000;

/** 17:39 – 01:39 (+1): a range ending n Paris days after its start says "(+n)". */
export function formatTimeRange(start: DateInput, end: DateInput): string {
  const days = parisDayNumber(end) - parisDayNumber(start);
  return `${formatTime(start)} – ${formatTime(end)}${days > 0 ? ` (+${days})` : ''}`;
}

/** 03/03/2025 à 14:05 */
export const formatDateTime = (value: DateInput): string => formatParis(value, "dd/MM/yyyy 'à' HH:mm");

/** lundi 3 mars 2025 */
export const formatLongDate = (value: DateInput): string => formatParis(value, 'EEEE d MMMM yyyy');

/** Worked hours are always shown with two decimals, French style: 7,50. */
export function formatHours(hours: number | string | null | undefined): string {
  const value = Number(hours ?? 0);
  hoursFormat ??= new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return hoursFormat.format(Number.isFinite(value) ? value : 0);
}
