/**
 * What the date and time inputs show and what they hand to the forms. The forms keep the values native inputs
 * used to give (yyyy-mm-dd, HH:mm, yyyy-mm-ddTHH:mm); people read and type French dates (dd/mm/yyyy, 24 h)
 * whatever language their browser is set to.
 */

/** How one kind of input reads typed text and writes a form value back as text. */
export type DateTextFormat = {
  /** The form value of a typed text: '' when blank, null when it names no real date or time. */
  parse: (text: string) => string | null;
  /** The text of a form value; a value that is not a valid one is shown as it is. */
  format: (value: string) => string;
  /** Adds the separator that comes next while someone types digits at the end of the text. */
  mask: (previous: string, next: string) => string;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
// 12/03/2026, 1/3/2026, 12.03.2026, 12-03-2026, 12 03 2026, 12032026.
const FRENCH_DATE = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$|^(\d{2})(\d{2})(\d{4})$/;
// 08:30, 8:30, 8h30, 8h, 08.30, 0830, 830.
const FRENCH_TIME = /^(\d{1,2})(?:[:h.]?(\d{2})|h)$/i;

const pad = (n: number) => String(n).padStart(2, '0');

/** A real day of the Gregorian calendar (no 31 April, 29 February only in leap years), years 1000 to 9999. */
function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function clockTime(hours: number, minutes: number): string | null {
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null;
}

/** Reads a typed date (French order, or the form's own yyyy-mm-dd): '1/3/2026' → '2026-03-01'. */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const french = FRENCH_DATE.exec(trimmed);
  if (!french) return null;
  const [day, month, year] = french[1] ? french.slice(1, 4) : french.slice(4, 7);
  return calendarDate(Number(year), Number(month), Number(day));
}

/** A whole day as forms hold it (yyyy-mm-dd), or '' for none: what a filter may apply. */
export const isDateValue = (value: string): boolean => value === '' || parseDate(value) === value;

/** Reads a typed 24-hour time: '8h30' → '08:30'; 24:00 and 12:60 are not times. */
export function parseTime(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = FRENCH_TIME.exec(trimmed);
  return match ? clockTime(Number(match[1]), Number(match[2] ?? 0)) : null;
}

/** Reads a typed date and time: '12/03/2026 8h30' or '2026-03-12T08:30' → '2026-03-12T08:30'. */
export function parseDateTime(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const iso = ISO_DATE_TIME.exec(trimmed);
  const digits = /^(\d{8})(\d{4})$/.exec(trimmed);
  const spaced = /^(\S+)\s+(\S+)$/.exec(trimmed);
  const parts = iso ?? digits ?? spaced;
  if (!parts) return null;
  const date = parseDate(parts[1] ?? '');
  const time = parseTime(parts[2] ?? '');
  return date && time ? `${date}T${time}` : null;
}

const frenchDate = (value: string): string | null => {
  const iso = ISO_DATE.exec(value);
  return iso && parseDate(value) === value ? `${iso[3]}/${iso[2]}/${iso[1]}` : null;
};

/** '2026-03-12' → '12/03/2026'. */
export const formatDate = (value: string): string => frenchDate(value) ?? value;

/** A time value is already written the French way ('08:30'). */
export const formatTime = (value: string): string => value;

/** '2026-03-12T08:30' → '12/03/2026 08:30'. */
export function formatDateTime(value: string): string {
  const match = ISO_DATE_TIME.exec(value);
  const date = match ? frenchDate(match[1] ?? '') : null;
  return match && date && parseTime(match[2] ?? '') ? `${date} ${match[2]}` : value;
}

/**
 * The separator after a complete group of digits typed at the end ('12' → '12/'), so a phone's number pad is
 * enough; a separator typed right after one that was added is dropped. Deleting or editing inside the text is left
 * alone.
 */
function masker(steps: ReadonlyArray<readonly [RegExp, string]>) {
  return (previous: string, next: string): string => {
    if (next.length !== previous.length + 1 || !next.startsWith(previous)) return next;
    const typed = next.slice(-1);
    if (/\D/.test(typed) && /[/: ]$/.test(previous)) return previous;
    const step = steps.find(([pattern]) => pattern.test(next));
    return step ? next + step[1] : next;
  };
}

const DATE_STEPS = [
  [/^\d{2}$/, '/'],
  [/^\d{2}\/\d{2}$/, '/'],
] as const;

export const DATE_TEXT: DateTextFormat = { parse: parseDate, format: formatDate, mask: masker(DATE_STEPS) };

export const TIME_TEXT: DateTextFormat = {
  parse: parseTime,
  format: formatTime,
  mask: masker([[/^\d{2}$/, ':']]),
};

export const DATE_TIME_TEXT: DateTextFormat = {
  parse: parseDateTime,
  format: formatDateTime,
  mask: masker([...DATE_STEPS, [/^\d{2}\/\d{2}\/\d{4}$/, ' '], [/^\d{2}\/\d{2}\/\d{4} \d{2}$/, ':']]),
};
