import { describe, expect, it } from 'vitest';
import {
  checkWorkingTime,
  DEFAULT_WORKING_TIME,
  formatDuration,
  WorkingTimeSettingsSchema,
  type WorkingTimeViolation,
} from './working-time.ts';

// Winter dates (Paris = UTC+1); Monday 23 November 2026 opens the week.
const at = (day: number, time: string) =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00+01:00`);
const shift = (day: number, from: string, to: string, endDay = day) => ({
  startAt: at(day, from),
  endAt: at(endDay, to),
});
const rules = (found: WorkingTimeViolation[]) => found.map((v) => v.rule);

describe('checkWorkingTime', () => {
  it('accepts an ordinary 8-hour shift, and a split day of two shifts 2 h apart', () => {
    expect(checkWorkingTime([], [shift(23, '08:00', '16:00')])).toEqual([]);
    expect(checkWorkingTime([shift(23, '08:00', '12:00')], [shift(23, '14:00', '18:00')])).toEqual([]);
  });

  it('refuses a 20-hour shift: worked time and span of the day', () => {
    expect(checkWorkingTime([], [shift(23, '06:00', '02:00', 24)])).toEqual([
      { rule: 'MAX_SHIFT', message: 'Travail de 20 h sur une journée (maximum 12 h)' },
      { rule: 'DAY_SPAN', message: 'Amplitude de 20 h sur une journée (maximum 13 h)' },
    ]);
  });

  it('refuses a guard planned again 6 h after a 12-hour shift: no daily rest', () => {
    const found = checkWorkingTime([shift(23, '08:00', '20:00')], [shift(24, '02:00', '10:00')]);
    expect(found).toEqual([
      { rule: 'MAX_SHIFT', message: 'Travail de 20 h sur une journée (maximum 12 h)' },
      { rule: 'DAY_SPAN', message: 'Amplitude de 26 h sur une journée (maximum 13 h)' },
      { rule: 'DAILY_REST', message: 'Repos de 6 h entre deux journées (minimum 11 h)' },
    ]);
  });

  it('accepts two 12-hour days 11 h apart, and refuses a span of 13 h 30 over two short shifts', () => {
    expect(checkWorkingTime([shift(23, '08:00', '20:00')], [shift(24, '07:00', '19:00')])).toEqual([]);
    const found = checkWorkingTime([shift(23, '06:00', '10:00')], [shift(23, '15:30', '19:30')]);
    expect(found).toEqual([
      { rule: 'DAY_SPAN', message: 'Amplitude de 13 h 30 sur une journée (maximum 13 h)' },
      { rule: 'DAILY_REST', message: 'Repos de 5 h 30 entre deux journées (minimum 11 h)' },
    ]);
  });

  it('refuses more than 48 h in a Monday-to-Sunday week', () => {
    const week = [23, 24, 25, 26].map((d) => shift(d, '08:00', '18:00'));
    expect(checkWorkingTime(week, [shift(27, '08:00', '16:00')])).toEqual([]);
    const found = checkWorkingTime(week, [shift(27, '06:00', '18:00')]);
    expect(found).toEqual([
      { rule: 'WEEKLY_MAX', message: '52 h de travail la semaine du 23/11 (maximum 48 h)' },
    ]);
  });

  it('refuses a seventh working day, and a week without 35 consecutive hours off', () => {
    const six = [23, 24, 25, 26, 27, 28].map((d) => shift(d, '09:00', '15:00'));
    const found = checkWorkingTime(six, [shift(29, '09:00', '15:00')]);
    expect(found).toEqual([
      { rule: 'MAX_DAYS', message: '7 jours travaillés la semaine du 23/11 (maximum 6)' },
      { rule: 'WEEKLY_REST', message: 'Pas de repos de 35 h consécutives la semaine du 23/11' },
    ]);
  });

  it('counts a weekly rest from Saturday night to Monday for the week it ends', () => {
    const weekdays = [23, 24, 25, 26, 27, 30].map((d) => shift(d, '09:00', '15:00'));
    // Saturday until 21:00, then nothing until Monday 30 at 09:00: 36 h off, 27 of them in the week.
    expect(checkWorkingTime(weekdays, [shift(28, '09:00', '21:00')])).toEqual([]);
    // Until 23:00: 34 h off.
    expect(rules(checkWorkingTime(weekdays, [shift(28, '11:00', '23:00')]))).toEqual(['WEEKLY_REST']);
  });

  it('refuses an average over 46 h across 12 weeks, even with each week under 48 h', () => {
    // Four days of 11 h 45 a week: 47 h, from 7 September to 22 November; the candidate week makes the twelfth.
    const monday = (week: number) => new Date(Date.UTC(2026, 8, 7 + 7 * week, 7));
    const weekOf = (week: number) =>
      [0, 1, 2, 3].map((d) => {
        const startAt = new Date(monday(week).getTime() + d * 86_400_000);
        return { startAt, endAt: new Date(startAt.getTime() + (11 * 60 + 45) * 60_000) };
      });
    const before = Array.from({ length: 11 }, (_, i) => weekOf(i)).flat();
    const found = checkWorkingTime(before, weekOf(11));
    expect(found).toEqual([
      { rule: 'AVERAGE_12_WEEKS', message: 'Moyenne de 47 h par semaine sur 12 semaines (maximum 46 h)' },
    ]);
    expect(checkWorkingTime(before.slice(4), weekOf(11))).toEqual([]);
  });

  it('reports a minimum work period only when the company sets one; breaks of 2 h or less join periods', () => {
    const withMinimum = { ...DEFAULT_WORKING_TIME, minPeriodHours: 4 };
    expect(checkWorkingTime([], [shift(23, '08:00', '11:00')])).toEqual([]);
    expect(checkWorkingTime([], [shift(23, '08:00', '11:00')], withMinimum)).toEqual([
      { rule: 'MIN_PERIOD', message: 'Période de travail de 3 h (minimum 4 h)' },
    ]);
    expect(
      checkWorkingTime([shift(23, '08:00', '10:00')], [shift(23, '12:00', '14:00')], withMinimum),
    ).toEqual([]);
  });

  it('says nothing of a breach that does not involve the planned shifts', () => {
    const elsewhere = [shift(16, '06:00', '02:00', 17)];
    expect(checkWorkingTime(elsewhere, [shift(25, '08:00', '16:00')])).toEqual([]);
  });

  it('names a breach repeated by a recurring series once', () => {
    const series = [23, 25].map((d) => shift(d, '06:00', '21:00'));
    expect(rules(checkWorkingTime([], series))).toEqual(['MAX_SHIFT', 'DAY_SPAN']);
  });

  it('follows the company settings', () => {
    const strict = { ...DEFAULT_WORKING_TIME, maxDayWorkHours: 10, maxDaySpanHours: 10.5 };
    expect(checkWorkingTime([], [shift(23, '08:00', '19:00')], strict)).toEqual([
      { rule: 'MAX_SHIFT', message: 'Travail de 11 h sur une journée (maximum 10 h)' },
      { rule: 'DAY_SPAN', message: 'Amplitude de 11 h sur une journée (maximum 10 h 30)' },
    ]);
  });
});

describe('working-time settings', () => {
  it('takes half hours and refuses the rest in French', () => {
    expect(WorkingTimeSettingsSchema.safeParse(DEFAULT_WORKING_TIME).success).toBe(true);
    const bad = WorkingTimeSettingsSchema.safeParse({ ...DEFAULT_WORKING_TIME, maxDayWorkHours: 10.25 });
    expect(bad.error?.issues[0]?.message).toBe('Indiquez un nombre d’heures valide (par demi-heure)');
    const days = WorkingTimeSettingsSchema.safeParse({ ...DEFAULT_WORKING_TIME, maxDaysPerWeek: 8 });
    expect(days.error?.issues[0]?.message).toBe('Indiquez un nombre de jours entre 1 et 7');
  });

  it('formats durations as people say them', () => {
    expect(formatDuration(23 * 3_600_000)).toBe('23 h');
    expect(formatDuration(630 * 60_000)).toBe('10 h 30');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
  });
});
