import { describe, expect, it } from 'vitest';
import type { BoardShift } from './board-layout.ts';
import { barGeometry, HOUR_WIDTH, shiftsOfDay, snappedMinutes, timelineChange } from './day-timeline.ts';
import { weekDays } from './week-layout.ts';

const shift = (id: string, startAt: string, endAt: string, agentId: string | null = 'a'): BoardShift => ({
  id,
  agentId,
  missionId: 'm',
  missionTitle: 'Tour Horizon',
  clientId: null,
  clientName: null,
  startAt,
  endAt,
  zone: null,
  recurrenceGroupId: null,
  workingTimeOverride: null,
});

// The week of Monday 23 March 2026; Sunday 29 March lasts 23 hours (summer time from 02:00).
const [monday, , , , , , sunday] = weekDays('2026-03-23');

describe('the day view', () => {
  it('draws a shift from its Paris hours, cut at midnight, on a 23-hour day too', () => {
    // 08:00–16:00 Paris (UTC+1).
    expect(barGeometry(shift('s', '2026-03-23T07:00:00Z', '2026-03-23T15:00:00Z'), monday!)).toEqual({
      left: 8 * HOUR_WIDTH,
      width: 8 * HOUR_WIDTH,
      before: false,
      after: false,
    });
    // 22:00 Monday to 06:00 Tuesday: the Monday part, going on after.
    expect(barGeometry(shift('n', '2026-03-23T21:00:00Z', '2026-03-24T05:00:00Z'), monday!)).toMatchObject({
      left: 22 * HOUR_WIDTH,
      width: 2 * HOUR_WIDTH,
      after: true,
    });
    // Sunday 04:00 summer time is 3 hours after midnight (02:00 does not exist).
    expect(barGeometry(shift('d', '2026-03-29T02:00:00Z', '2026-03-29T06:00:00Z'), sunday!).left).toBe(
      3 * HOUR_WIDTH,
    );
  });

  it('keeps the shifts meeting the day, in start order', () => {
    const list = [
      shift('late', '2026-03-23T18:00:00Z', '2026-03-23T22:00:00Z'),
      shift('other day', '2026-03-24T08:00:00Z', '2026-03-24T10:00:00Z'),
      shift('night before', '2026-03-22T21:00:00Z', '2026-03-23T05:00:00Z'),
    ];
    expect(shiftsOfDay(list, monday!).map((s) => s.id)).toEqual(['night before', 'late']);
  });

  it('snaps a drag to quarters of an hour, and moves, stretches or gives a shift to another agent', () => {
    expect(snappedMinutes(HOUR_WIDTH)).toBe(60);
    expect(snappedMinutes(HOUR_WIDTH / 5)).toBe(15);
    expect(snappedMinutes(HOUR_WIDTH / 10)).toBe(0);
    const day = shift('s', '2026-03-23T07:00:00Z', '2026-03-23T15:00:00Z');
    expect(timelineChange(day, 'move', 90)).toEqual({
      startAt: '2026-03-23T08:30:00.000Z',
      endAt: '2026-03-23T16:30:00.000Z',
    });
    expect(timelineChange(day, 'end', 60)).toEqual({
      startAt: '2026-03-23T07:00:00.000Z',
      endAt: '2026-03-23T16:00:00.000Z',
    });
    expect(timelineChange(day, 'start', -30)).toMatchObject({ startAt: '2026-03-23T06:30:00.000Z' });
    expect(timelineChange(day, 'move', 0, 'b')).toEqual({
      startAt: '2026-03-23T07:00:00.000Z',
      endAt: '2026-03-23T15:00:00.000Z',
      agentId: 'b',
    });
  });

  it('changes nothing for no move, nor to a shift shorter than 15 minutes or longer than 24 hours', () => {
    const day = shift('s', '2026-03-23T07:00:00Z', '2026-03-23T15:00:00Z');
    expect(timelineChange(day, 'move', 0)).toBeNull();
    expect(timelineChange(day, 'end', -8 * 60)).toBeNull();
    expect(timelineChange(day, 'start', 8 * 60)).toBeNull();
    expect(timelineChange(day, 'end', 17 * 60)).toBeNull();
  });
});
