import { ClientActivityQuerySchema } from '@secops/domain/client-portal';
import { addCalendarDays, toParisDate } from '@secops/domain/planning';

/** A period of Paris calendar days, both included, as yyyy-mm-dd. */
export type DayRange = { from: string; to: string };

/** The portal opens a mission on the last 7 days, today included. */
export const DEFAULT_PERIOD_DAYS = 7;

/** The `days` Paris calendar days ending today (today included). */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const to = toParisDate(now);
  return { from: addCalendarDays(to, -(days - 1)), to };
}

/**
 * Why the server would refuse a period (the end before the start, more than 62 days), in its own words; null when
 * the period can be asked for.
 */
export function periodProblem(range: DayRange): string | null {
  const checked = ClientActivityQuerySchema.safeParse(range);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
