import { fromParisInput } from '../../../lib/paris-input.ts';

/** A period chosen by days (yyyy-mm-dd, '' for none), as the filters send it. */
export type DayPeriod = { fromDay: string; toDay: string };

/** The instants a period of Paris days covers: from the first day's midnight to the end of the last day. */
export function periodBounds({ fromDay, toDay }: DayPeriod): { from?: string; to?: string } {
  const from = fromDay ? fromParisInput(`${fromDay}T00:00`) : null;
  const lastMinute = toDay ? fromParisInput(`${toDay}T23:59`) : null;
  const to = lastMinute ? new Date(Date.parse(lastMinute) + 59_999).toISOString() : null;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
