import { isCalendarDate, parisTimeOn } from '@secops/domain/planning';
import { formatParis, type DateInput } from './format.ts';

const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** An instant as a datetime-local value ('2026-03-12T08:00') read on a Paris clock, for editing. */
export const toParisInput = (value: DateInput): string => formatParis(value, "yyyy-MM-dd'T'HH:mm");

/**
 * The instant a datetime-local value names when read as Paris time, as an ISO string; null when the text is not
 * such a value. An hour that happens twice (October) is taken the first time; one that does not exist (March) is
 * moved an hour later, as clocks do.
 */
export function fromParisInput(local: string): string | null {
  const [, day, time] = LOCAL_INPUT.exec(local) ?? [];
  if (!day || !time || !isCalendarDate(day) || Number(time.slice(0, 2)) > 23 || Number(time.slice(3)) > 59)
    return null;
  return parisTimeOn(day, time).toISOString();
}
