/** Dates outside these years are typing mistakes or probes; the database and calendar code need no others. */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2199;
const DATE_MIN_MS = Date.UTC(DATE_MIN_YEAR, 0, 1);
const DATE_MAX_MS = Date.UTC(DATE_MAX_YEAR + 1, 0, 1);

/** True for an instant (ISO string or milliseconds) from the first day of DATE_MIN_YEAR to the end of DATE_MAX_YEAR. */
export function isDateInRange(value: string | number): boolean {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return ms >= DATE_MIN_MS && ms < DATE_MAX_MS;
}
