import { DISPLAY_TIME_ZONE, formatParis, type DateInput } from './format.ts';

const HOUR_MS = 3_600_000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Paris wall-clock reading of an instant, as a datetime-local value. */
function readParisClock(instant: number): string {
  const parts = wallClock.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** An instant as a datetime-local value ('2026-03-12T08:00') read on a Paris clock, for editing. */
export const toParisInput = (value: DateInput): string => formatParis(value, "yyyy-MM-dd'T'HH:mm");

/**
 * The instant a datetime-local value names when read as Paris time, as an ISO string; null when the text is not
 * such a value. An hour that happens twice (October) is taken the first time; one that does not exist (March) is
 * moved an hour later, as clocks do.
 */
export function fromParisInput(local: string): string | null {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(naive) || new Date(naive).getUTCDate() !== day) return null;
  const summer = naive - 2 * HOUR_MS;
  const instant = readParisClock(summer) === local ? summer : naive - HOUR_MS;
  return new Date(instant).toISOString();
}
