import { describe, expect, it } from 'vitest';
import {
  calendarDays,
  clientMissionPhase,
  clockedHours,
  compareClientMissions,
  isoWeekStart,
} from './client-portal.rules.ts';

const at = (iso: string) => new Date(iso);
const span = (start: string, end: string) => ({ start: Date.parse(start), end: Date.parse(end) });

describe('the phase a client sees a mission in', () => {
  const period = { startAt: at('2026-05-10T08:00:00Z'), endAt: at('2026-05-20T18:00:00Z') };
  const before = at('2026-05-01T00:00:00Z');
  const during = at('2026-05-15T00:00:00Z');
  const after = at('2026-06-01T00:00:00Z');

  it('shows a completed or archived mission as finished, even before its period ends', () => {
    expect(clientMissionPhase({ ...period, status: 'COMPLETED' }, during)).toBe('FINISHED');
    expect(clientMissionPhase({ ...period, status: 'ARCHIVED' }, before)).toBe('FINISHED');
  });

  it('shows an active mission as in progress whatever its dates', () => {
    expect(clientMissionPhase({ ...period, status: 'ACTIVE' }, before)).toBe('IN_PROGRESS');
    expect(clientMissionPhase({ ...period, status: 'ACTIVE' }, after)).toBe('IN_PROGRESS');
  });

  it('follows the period of a mission staff have not started', () => {
    expect(clientMissionPhase({ ...period, status: 'CONFIRMED' }, before)).toBe('COMING');
    expect(clientMissionPhase({ ...period, status: 'PREPARATION' }, during)).toBe('IN_PROGRESS');
    expect(clientMissionPhase({ ...period, status: 'CONFIRMED' }, after)).toBe('FINISHED');
  });

  it('lists in progress, then coming soonest first, then finished latest first', () => {
    const m = (phase: 'IN_PROGRESS' | 'COMING' | 'FINISHED', start: string, end: string, name: string) => ({
      phase,
      startAt: at(start),
      endAt: at(end),
      name,
    });
    const missions = [
      m('FINISHED', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', 'old'),
      m('COMING', '2026-08-01T00:00:00Z', '2026-08-02T00:00:00Z', 'later'),
      m('FINISHED', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z', 'recent'),
      m('IN_PROGRESS', '2026-05-01T00:00:00Z', '2026-05-30T00:00:00Z', 'now'),
      m('COMING', '2026-07-01T00:00:00Z', '2026-07-02T00:00:00Z', 'soon'),
    ];
    expect(missions.sort(compareClientMissions).map((x) => x.name)).toEqual([
      'now',
      'soon',
      'later',
      'recent',
      'old',
    ]);
  });
});

describe('hours delivered per day and week', () => {
  it('lists every day of the period, those without hours at 0', () => {
    const hours = clockedHours(
      [span('2026-05-12T06:00:00Z', '2026-05-12T14:00:00Z')],
      '2026-05-11',
      '2026-05-13',
    );
    expect(hours.days).toEqual([
      { date: '2026-05-11', minutes: 0 },
      { date: '2026-05-12', minutes: 480 },
      { date: '2026-05-13', minutes: 0 },
    ]);
    expect(hours.totalMinutes).toBe(480);
  });

  it('splits a night shift at midnight, Paris time (UTC+2 in summer)', () => {
    // 20:00 → 06:00 Paris: 4 h on the 12th, 6 h on the 13th.
    const hours = clockedHours(
      [span('2026-05-12T18:00:00Z', '2026-05-13T04:00:00Z')],
      '2026-05-12',
      '2026-05-13',
    );
    expect(hours.days.map((d) => d.minutes)).toEqual([240, 360]);
  });

  it('counts only the part of an interval inside the period', () => {
    const hours = clockedHours(
      [span('2026-05-12T18:00:00Z', '2026-05-13T04:00:00Z')],
      '2026-05-13',
      '2026-05-13',
    );
    expect(hours.totalMinutes).toBe(360);
  });

  it('adds up two guards on the post at the same time', () => {
    const hours = clockedHours(
      [
        span('2026-05-12T06:00:00Z', '2026-05-12T08:00:00Z'),
        span('2026-05-12T06:00:00Z', '2026-05-12T07:30:00Z'),
      ],
      '2026-05-12',
      '2026-05-12',
    );
    expect(hours.totalMinutes).toBe(210);
  });

  it('handles the 23-hour day of the change to summer time', () => {
    // 29 March 2026: Paris midnight is 23:00 UTC on the 28th, the next midnight 22:00 UTC on the 29th.
    const hours = clockedHours(
      [span('2026-03-28T20:00:00Z', '2026-03-30T02:00:00Z')],
      '2026-03-29',
      '2026-03-29',
    );
    expect(hours.totalMinutes).toBe(23 * 60);
  });

  it('groups the days by ISO week, named by its Monday, the week sums agreeing with the days', () => {
    const hours = clockedHours(
      [
        span('2026-05-10T08:00:00Z', '2026-05-10T10:00:00Z'),
        span('2026-05-11T08:00:00Z', '2026-05-11T09:00:00Z'),
      ],
      '2026-05-09',
      '2026-05-12',
    );
    expect(hours.weeks).toEqual([
      { weekStart: '2026-05-04', minutes: 120 },
      { weekStart: '2026-05-11', minutes: 60 },
    ]);
    expect(hours.totalMinutes).toBe(180);
  });

  it('names the Monday of a date and every date of a period', () => {
    expect(isoWeekStart('2026-05-17')).toBe('2026-05-11');
    expect(isoWeekStart('2026-05-11')).toBe('2026-05-11');
    expect(calendarDays('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
