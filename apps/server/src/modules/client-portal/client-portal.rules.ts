import type { ClientActivity, ClientMissionPhase } from '@secops/domain/client-portal';
import type { MissionStatus } from '@secops/domain/missions';
import { addCalendarDays, parisMidnight } from '@secops/domain/planning';

const MINUTE_MS = 60_000;

/**
 * Where a mission stands for its client: completed or archived ones are finished, an active one is in progress; one
 * not yet started by staff (in preparation, confirmed) follows its period: coming before it, finished after it.
 */
export function clientMissionPhase(
  mission: { status: MissionStatus; startAt: Date; endAt: Date },
  now: Date,
): ClientMissionPhase {
  if (mission.status === 'COMPLETED' || mission.status === 'ARCHIVED') return 'FINISHED';
  if (mission.status === 'ACTIVE') return 'IN_PROGRESS';
  if (now.getTime() < mission.startAt.getTime()) return 'COMING';
  return now.getTime() >= mission.endAt.getTime() ? 'FINISHED' : 'IN_PROGRESS';
}

const PHASE_ORDER: Record<ClientMissionPhase, number> = { IN_PROGRESS: 0, COMING: 1, FINISHED: 2 };

/** In progress, then coming (soonest first), then finished (latest ended first). */
export function compareClientMissions(
  a: { phase: ClientMissionPhase; startAt: Date; endAt: Date },
  b: { phase: ClientMissionPhase; startAt: Date; endAt: Date },
): number {
  if (a.phase !== b.phase) return PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase];
  if (a.phase === 'FINISHED') return b.endAt.getTime() - a.endAt.getTime();
  return a.startAt.getTime() - b.startAt.getTime();
}

/** The Monday (YYYY-MM-DD) of the ISO week a calendar date belongs to. */
export function isoWeekStart(ymd: string): string {
  const weekday = new Date(`${ymd}T12:00:00Z`).getUTCDay();
  return addCalendarDays(ymd, -((weekday + 6) % 7));
}

/** Every calendar date from `from` to `to`, both included. */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

export type ClockedInterval = { start: number; end: number };

/**
 * Minutes delivered per Paris calendar day of the period (each day listed, 0 included) and per ISO week meeting it:
 * each clocked interval counts for the part of it that falls in the day (a night shift is split at midnight, Paris
 * time, DST included). Weeks and total are sums of the days, so the three always agree.
 */
export function clockedHours(
  intervals: readonly ClockedInterval[],
  from: string,
  to: string,
): ClientActivity['hours'] {
  const days = calendarDays(from, to).map((date) => {
    const start = parisMidnight(date).getTime();
    const end = parisMidnight(addCalendarDays(date, 1)).getTime();
    let ms = 0;
    for (const interval of intervals)
      ms += Math.max(0, Math.min(end, interval.end) - Math.max(start, interval.start));
    return { date, minutes: Math.round(ms / MINUTE_MS) };
  });
  const weeks = new Map<string, number>();
  for (const day of days) {
    const week = isoWeekStart(day.date);
    weeks.set(week, (weeks.get(week) ?? 0) + day.minutes);
  }
  return {
    days,
    weeks: [...weeks].map(([weekStart, minutes]) => ({ weekStart, minutes })),
    totalMinutes: days.reduce((sum, day) => sum + day.minutes, 0),
  };
}

/** Minutes between two instants, rounded (a clocked post). */
export const minutesBetween = (start: number, end: number): number =>
  Math.max(0, Math.round((end - start) / MINUTE_MS));
