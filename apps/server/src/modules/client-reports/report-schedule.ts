import {
  REPORT_MAX_ATTEMPTS,
  REPORT_RETRY_BASE_MS,
  type ReportFrequency,
  type ReportKind,
} from '@secops/domain/client-reports';
import { addCalendarDays, parisTimeOn, toParisDate } from '@secops/domain/planning';

export type ScheduleSettings = { frequency: ReportFrequency; time: string; weekday: number | null };
/** A report's period: Paris calendar days, both included. */
export type ReportPeriod = { kind: ReportKind; periodStart: string; periodEnd: string };

/** 1 = Monday … 7 = Sunday, of a YYYY-MM-DD calendar date. */
export const isoWeekday = (ymd: string): number => {
  const day = new Date(`${ymd}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/**
 * The report due at `now`, if any: a DAILY report is due from its Paris time of day on, and covers the previous Paris
 * calendar day; a WEEKLY one is due on its weekday from that time on, and covers the previous Monday to Sunday. Only
 * today's due report is named (a server down all day does not send yesterday's the day after); a time that does not
 * exist on the day clocks go forward falls an hour later.
 */
export function dueReport(settings: ScheduleSettings, now: Date): ReportPeriod | null {
  if (settings.frequency === 'OFF') return null;
  const today = toParisDate(now);
  if (now.getTime() < parisTimeOn(today, settings.time).getTime()) return null;
  if (settings.frequency === 'DAILY') {
    const day = addCalendarDays(today, -1);
    return { kind: 'DAILY', periodStart: day, periodEnd: day };
  }
  const weekday = isoWeekday(today);
  if (weekday !== settings.weekday) return null;
  const monday = addCalendarDays(today, 1 - weekday);
  return { kind: 'WEEKLY', periodStart: addCalendarDays(monday, -7), periodEnd: addCalendarDays(monday, -1) };
}

/** "Envoyer maintenant": the report of one day. */
export const manualPeriod = (date: string): ReportPeriod => ({
  kind: 'MANUAL',
  periodStart: date,
  periodEnd: date,
});

/**
 * After the `attempts`-th failed attempt: when to try again (REPORT_RETRY_BASE_MS × 2^(attempts − 1)), or null when
 * REPORT_MAX_ATTEMPTS have been made and the report is left FAILED.
 */
export function retryAt(attempts: number, now: Date): Date | null {
  if (attempts >= REPORT_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + REPORT_RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0));
}
