import { z } from 'zod';
import { formatMessage } from './format-message.ts';
import * as MSG from './messages.ts';
import { parisWeek, toParisDate, type Slot } from './planning.ts';

/**
 * French working time for private security guards (Code du travail, branch agreement IDCC 1351), checked on every
 * shift planned, moved or copied. Each limit is a company setting; the defaults are the legal ones.
 */
export const WORKING_TIME_RULES = [
  'MAX_SHIFT',
  'DAY_SPAN',
  'DAILY_REST',
  'WEEKLY_MAX',
  'AVERAGE_12_WEEKS',
  'WEEKLY_REST',
  'MAX_DAYS',
  'MIN_PERIOD',
] as const;
export type WorkingTimeRule = (typeof WORKING_TIME_RULES)[number];

export type WorkingTimeViolation = { rule: WorkingTimeRule; message: string };

export const WorkingTimeViolationSchema = z.object({
  rule: z.enum(WORKING_TIME_RULES),
  message: z.string(),
});

/** What an ADMIN or SUPERADMIN acknowledged when saving a shift: broken rules, or the guard's unavailability. */
export const SHIFT_OVERRIDE_RULES = [...WORKING_TIME_RULES, 'UNAVAILABLE'] as const;
export type ShiftOverride = { rule: (typeof SHIFT_OVERRIDE_RULES)[number]; message: string };
export const ShiftOverrideSchema = z.object({ rule: z.enum(SHIFT_OVERRIDE_RULES), message: z.string() });

const hours = (min: number, max: number) =>
  z
    .number({ error: MSG.workingTimeHours })
    .min(min, { error: MSG.workingTimeHours })
    .max(max, { error: MSG.workingTimeHours })
    .multipleOf(0.5, { error: MSG.workingTimeHours });

/** The limits, in hours (half hours allowed) and days. `minPeriodHours` null: no minimum length of a work period. */
export const WorkingTimeSettingsSchema = z
  .object({
    maxDayWorkHours: hours(1, 24),
    maxDaySpanHours: hours(1, 24),
    minDailyRestHours: hours(0, 24),
    maxWeekHours: hours(1, 168),
    maxAverageWeekHours: hours(1, 168),
    minWeeklyRestHours: hours(0, 168),
    maxDaysPerWeek: z
      .number({ error: MSG.workingTimeDays })
      .int({ error: MSG.workingTimeDays })
      .min(1, { error: MSG.workingTimeDays })
      .max(7, { error: MSG.workingTimeDays }),
    minPeriodHours: hours(0.5, 24).nullable(),
  })
  .strict();
export type WorkingTimeSettings = z.infer<typeof WorkingTimeSettingsSchema>;

/** Code du travail L3121-18 (10 h, raised to 12 h by IDCC 1351), L3131-1, L3121-20/22, L3132-2; IDCC 1351 art. 7. */
export const DEFAULT_WORKING_TIME: WorkingTimeSettings = {
  maxDayWorkHours: 12,
  maxDaySpanHours: 13,
  minDailyRestHours: 11,
  maxWeekHours: 48,
  maxAverageWeekHours: 46,
  minWeeklyRestHours: 35,
  maxDaysPerWeek: 6,
  minPeriodHours: null,
};

/** Work periods closer than this are one period for MIN_PERIOD (a 2 h break does not end a period). */
const PERIOD_JOIN_MS = 2 * 3_600_000;
/** The average is taken over this many consecutive Monday-to-Sunday weeks. */
export const AVERAGE_WEEKS = 12;

const HOUR_MS = 3_600_000;
/** The day off of the weekly rest (Code du travail L3132-2), which must fall in the week. */
const WEEKLY_DAY_OFF_MS = 24 * HOUR_MS;

/** '23 h', '10 h 30', '45 min'. */
export function formatDuration(milliseconds: number): string {
  const minutes = Math.round(milliseconds / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}

const formatLimit = (hoursValue: number) => formatDuration(hoursValue * HOUR_MS);
const weekLabel = (start: Date) => toParisDate(start).split('-').reverse().slice(0, 2).join('/');

type Entry = Slot & { candidate: boolean };

/** Consecutive entries whose gap is under `gapMs` (`inclusive`: at most `gapMs`), as groups. */
function groupByGap(sorted: Entry[], gapMs: number, inclusive = false): Entry[][] {
  const groups: Entry[][] = [];
  let end = -Infinity;
  for (const entry of sorted) {
    const gap = entry.startAt.getTime() - end;
    const joins = inclusive ? gap <= gapMs : gap < gapMs;
    if (groups.length > 0 && joins) groups[groups.length - 1]!.push(entry);
    else groups.push([entry]);
    end = Math.max(end, entry.endAt.getTime());
  }
  return groups;
}

const worked = (entries: Slot[], from = -Infinity, to = Infinity) =>
  entries.reduce(
    (sum, e) => sum + Math.max(0, Math.min(e.endAt.getTime(), to) - Math.max(e.startAt.getTime(), from)),
    0,
  );

function dayViolations(day: Entry[], rules: WorkingTimeSettings): WorkingTimeViolation[] {
  const found: WorkingTimeViolation[] = [];
  const work = worked(day);
  if (work > rules.maxDayWorkHours * HOUR_MS)
    found.push({
      rule: 'MAX_SHIFT',
      message: formatMessage(MSG.workingTimeMaxShift, {
        value: formatDuration(work),
        limit: formatLimit(rules.maxDayWorkHours),
      }),
    });
  const span = Math.max(...day.map((e) => e.endAt.getTime())) - day[0]!.startAt.getTime();
  if (span > rules.maxDaySpanHours * HOUR_MS) {
    found.push({
      rule: 'DAY_SPAN',
      message: formatMessage(MSG.workingTimeDaySpan, {
        value: formatDuration(span),
        limit: formatLimit(rules.maxDaySpanHours),
      }),
    });
    // Too long for one day: then its longest break was meant as the rest between two working days, too short.
    const breaks = day.slice(1).map((e, i) => e.startAt.getTime() - day[i]!.endAt.getTime());
    const rest = breaks.length > 0 ? Math.max(...breaks) : 0;
    if (rest > 0)
      found.push({
        rule: 'DAILY_REST',
        message: formatMessage(MSG.workingTimeDailyRest, {
          value: formatDuration(rest),
          limit: formatLimit(rules.minDailyRestHours),
        }),
      });
  }
  return found;
}

function weekViolations(
  week: { start: Date; end: Date },
  all: Entry[],
  days: Entry[][],
  rules: WorkingTimeSettings,
): WorkingTimeViolation[] {
  const found: WorkingTimeViolation[] = [];
  const from = week.start.getTime();
  const to = week.end.getTime();
  const label = weekLabel(week.start);
  const work = worked(all, from, to);
  if (work > rules.maxWeekHours * HOUR_MS)
    found.push({
      rule: 'WEEKLY_MAX',
      message: formatMessage(MSG.workingTimeWeekMax, {
        value: formatDuration(work),
        week: label,
        limit: formatLimit(rules.maxWeekHours),
      }),
    });
  const dayCount = days.filter((d) => d[0]!.startAt.getTime() >= from && d[0]!.startAt.getTime() < to).length;
  if (dayCount > rules.maxDaysPerWeek)
    found.push({
      rule: 'MAX_DAYS',
      message: formatMessage(MSG.workingTimeMaxDays, {
        value: dayCount,
        week: label,
        limit: rules.maxDaysPerWeek,
      }),
    });
  if (!hasWeeklyRest(all, from, to, rules.minWeeklyRestHours * HOUR_MS))
    found.push({
      rule: 'WEEKLY_REST',
      message: formatMessage(MSG.workingTimeWeeklyRest, {
        week: label,
        limit: formatLimit(rules.minWeeklyRestHours),
      }),
    });
  return found;
}

/**
 * True when some time off of at least `minimum` belongs to the week [from, to): its 24 hours of weekly rest lie in
 * the week, the daily rest joined to it may lie before or after (a rest from Saturday 22:00 to Monday 09:00 counts).
 */
function hasWeeklyRest(sorted: Slot[], from: number, to: number, minimum: number): boolean {
  let previousEnd = -Infinity;
  for (const entry of [...sorted, { startAt: new Date(8.64e15), endAt: new Date(8.64e15) }]) {
    const start = entry.startAt.getTime();
    const inside = Math.min(start, to) - Math.max(previousEnd, from);
    if (start - previousEnd >= minimum && inside >= Math.min(WEEKLY_DAY_OFF_MS, minimum)) return true;
    previousEnd = Math.max(previousEnd, entry.endAt.getTime());
  }
  return false;
}

/** The Monday-to-Sunday weeks [start, end) an entry meets. */
function weeksOf(slot: Slot): { start: Date; end: Date }[] {
  const weeks = [parisWeek(slot.startAt)];
  while (weeks[weeks.length - 1]!.end.getTime() < slot.endAt.getTime())
    weeks.push(parisWeek(weeks[weeks.length - 1]!.end));
  return weeks;
}

/** The worst average over the 12-week windows holding `week`, or undefined when none exceeds the limit. */
function averageViolation(week: { start: Date }, all: Entry[], rules: WorkingTimeSettings) {
  const weeks = [parisWeek(week.start)];
  for (let i = 1; i < AVERAGE_WEEKS; i++) weeks.unshift(parisWeek(new Date(weeks[0]!.start.getTime() - 1)));
  for (let i = 1; i < AVERAGE_WEEKS; i++) weeks.push(parisWeek(weeks[weeks.length - 1]!.end));
  const perWeek = weeks.map((w) => worked(all, w.start.getTime(), w.end.getTime()));
  let worst = 0;
  for (let i = 0; i + AVERAGE_WEEKS <= perWeek.length; i++) {
    const sum = perWeek.slice(i, i + AVERAGE_WEEKS).reduce((a, b) => a + b, 0);
    worst = Math.max(worst, sum / AVERAGE_WEEKS);
  }
  if (worst <= rules.maxAverageWeekHours * HOUR_MS) return undefined;
  return {
    rule: 'AVERAGE_12_WEEKS' as const,
    message: formatMessage(MSG.workingTimeAverage, {
      value: formatDuration(worst),
      limit: formatLimit(rules.maxAverageWeekHours),
    }),
  };
}

/** How far around the planned shifts the agent's other shifts must be known: 12 weeks on each side, and a margin. */
export const WORKING_TIME_HORIZON_MS = (AVERAGE_WEEKS + 1) * 7 * 24 * HOUR_MS;

/**
 * The rules `candidates` would break for an agent whose other shifts are `existing` (loaded over
 * WORKING_TIME_HORIZON_MS around the candidates, the candidates' own former versions left out). Only what involves a
 * candidate is reported: a working day, week or period holding one. Shifts are assumed not to overlap (checked before).
 */
export function checkWorkingTime(
  existing: Slot[],
  candidates: Slot[],
  rules: WorkingTimeSettings = DEFAULT_WORKING_TIME,
): WorkingTimeViolation[] {
  const all: Entry[] = [
    ...existing.map((s) => ({ startAt: s.startAt, endAt: s.endAt, candidate: false })),
    ...candidates.map((s) => ({ startAt: s.startAt, endAt: s.endAt, candidate: true })),
  ].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  const found: WorkingTimeViolation[] = [];
  const days = groupByGap(all, rules.minDailyRestHours * HOUR_MS);
  for (const day of days) if (day.some((e) => e.candidate)) found.push(...dayViolations(day, rules));

  const weeks = new Map<number, { start: Date; end: Date }>();
  for (const candidate of candidates) for (const w of weeksOf(candidate)) weeks.set(w.start.getTime(), w);
  for (const week of weeks.values()) found.push(...weekViolations(week, all, days, rules));
  for (const week of weeks.values()) {
    const average = averageViolation(week, all, rules);
    if (average) found.push(average);
  }

  if (rules.minPeriodHours !== null) {
    for (const period of groupByGap(all, PERIOD_JOIN_MS, true)) {
      if (!period.some((e) => e.candidate)) continue;
      const length = Math.max(...period.map((e) => e.endAt.getTime())) - period[0]!.startAt.getTime();
      if (length < rules.minPeriodHours * HOUR_MS)
        found.push({
          rule: 'MIN_PERIOD',
          message: formatMessage(MSG.workingTimeMinPeriod, {
            value: formatDuration(length),
            limit: formatLimit(rules.minPeriodHours),
          }),
        });
    }
  }
  return unique(found);
}

/** One violation per rule and message (a recurring series repeats the same breach week after week: kept once each). */
function unique(found: WorkingTimeViolation[]): WorkingTimeViolation[] {
  const seen = new Set<string>();
  return found.filter((v) => {
    const key = `${v.rule}|${v.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
