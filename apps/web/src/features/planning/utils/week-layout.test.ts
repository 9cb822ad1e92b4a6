import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addressHead,
  daysOf,
  plannedMissions,
  layoutWeek,
  mondayOf,
  readCalendarDate,
  weekDays,
} from './week-layout.ts';

const mission = (id: string, startAt: string, endAt: string) => ({ id, startAt, endAt });

describe('the week of the planning calendar', () => {
  it('starts on the Monday of any day of the week, across months and years', () => {
    expect(mondayOf('2026-03-12')).toBe('2026-03-09');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(addCalendarDays('2026-02-23', 7)).toBe('2026-03-02');
  });

  it('runs Monday to Sunday, each day from Paris midnight to the next', () => {
    const days = weekDays('2026-03-09');
    expect(days.map((day) => day.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(days[0]?.start.toISOString()).toBe('2026-03-08T23:00:00.000Z');
    expect(days[6]?.end.toISOString()).toBe('2026-03-15T23:00:00.000Z');
  });

  it('gives the Sunday of the March change 23 hours and that of the October change 25', () => {
    const march = weekDays('2026-03-23')[6]!;
    expect(march.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(march.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const october = weekDays('2026-10-19')[6]!;
    expect(october.end.getTime() - october.start.getTime()).toBe(25 * 3_600_000);
  });

  it('reads only real YYYY-MM-DD dates from the address bar', () => {
    expect(readCalendarDate('2026-03-12')).toBe('2026-03-12');
    expect(readCalendarDate('2026-02-30')).toBeNull();
    expect(readCalendarDate('12/03/2026')).toBeNull();
    expect(readCalendarDate(null)).toBeNull();
  });
});

describe('which days a mission shows on', () => {
  const days = weekDays('2026-03-09');

  it('shows a Tuesday-to-Thursday mission on Tuesday, Wednesday and Thursday', () => {
    const span = mission('m', '2026-03-10T09:00:00.000Z', '2026-03-12T17:00:00.000Z');
    expect(daysOf(span, days)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
  });

  it('leaves out the day a mission ends on at midnight sharp', () => {
    const evening = mission('m', '2026-03-10T18:00:00.000Z', '2026-03-10T23:00:00.000Z');
    expect(daysOf(evening, days)).toEqual(['2026-03-10']);
  });

  it('shows a night mission on both Paris days it touches', () => {
    const night = mission('m', '2026-03-13T21:00:00.000Z', '2026-03-14T05:00:00.000Z');
    expect(daysOf(night, days)).toEqual(['2026-03-13', '2026-03-14']);
  });

  it('shows a mission that covers the whole week on all seven days', () => {
    const long = mission('m', '2026-03-01T08:00:00.000Z', '2026-03-31T08:00:00.000Z');
    expect(daysOf(long, days)).toHaveLength(7);
  });

  it('places missions by Paris days in the week of the March change', () => {
    const dstWeek = weekDays('2026-03-23');
    // 23:30 on Sunday in Paris (summer time already): still Sunday.
    const lateSunday = mission('a', '2026-03-29T21:30:00.000Z', '2026-03-29T21:45:00.000Z');
    // 00:15 on Monday in Paris: next week, though it would be Sunday 23:15 on a winter clock.
    const earlyMonday = mission('b', '2026-03-29T22:15:00.000Z', '2026-03-29T23:00:00.000Z');
    expect(daysOf(lateSunday, dstWeek)).toEqual(['2026-03-29']);
    expect(daysOf(earlyMonday, dstWeek)).toEqual([]);
  });

  it('places missions by Paris days in the week of the October change', () => {
    const dstWeek = weekDays('2026-10-19');
    // 23:30 on Sunday in Paris (back to winter time): still Sunday.
    const lateSunday = mission('a', '2026-10-25T22:30:00.000Z', '2026-10-25T22:45:00.000Z');
    expect(daysOf(lateSunday, dstWeek)).toEqual(['2026-10-25']);
  });

  it('lists each day its missions in start order', () => {
    const later = mission('later', '2026-03-10T14:00:00.000Z', '2026-03-10T16:00:00.000Z');
    const earlier = mission('earlier', '2026-03-10T07:00:00.000Z', '2026-03-10T09:00:00.000Z');
    const layout = layoutWeek(days, [later, earlier]);
    expect(layout[1]?.items.map((item) => item.id)).toEqual(['earlier', 'later']);
    expect(layout[0]?.items).toEqual([]);
  });
});

describe('the address shown on the calendar', () => {
  it('keeps the part before the first comma', () => {
    expect(addressHead('12 rue de Rivoli, 75001 Paris')).toBe('12 rue de Rivoli');
    expect(addressHead('Grand Palais')).toBe('Grand Palais');
    expect(addressHead(null)).toBe('');
  });
});

describe('planned missions', () => {
  it('leaves archived missions out of the calendar', () => {
    const missions = [
      { id: 'a', status: 'ACTIVE' },
      { id: 'b', status: 'ARCHIVED' },
      { id: 'c', status: 'COMPLETED' },
    ];
    expect(plannedMissions(missions).map((m) => m.id)).toEqual(['a', 'c']);
  });
});
