import { describe, expect, it } from 'vitest';
import {
  busiestCell,
  cellKey,
  filterAgents,
  hoursLabel,
  indexAbsences,
  indexShifts,
  missionColour,
  movedShift,
  NO_BOARD_FILTERS,
  readCellKey,
  rowHeight,
  type BoardAgent,
  type BoardShift,
} from './board-layout.ts';
import { weekDays } from './week-layout.ts';

const agent = (
  id: string,
  firstName: string,
  lastName: string,
  extra: Partial<BoardAgent> = {},
): BoardAgent => ({
  id,
  firstName,
  lastName,
  matricule: `AG-${id}`,
  grade: 'AGENT',
  specialties: [],
  weeklyContractHours: 35,
  plannedMinutes: 0,
  ...extra,
});

const shift = (
  id: string,
  agentId: string | null,
  startAt: string,
  endAt: string,
  missionId = 'm1',
): BoardShift => ({
  id,
  agentId,
  missionId,
  missionTitle: 'Siège',
  clientId: missionId === 'm1' ? 'c1' : 'c2',
  clientName: null,
  startAt,
  endAt,
  zone: null,
  recurrenceGroupId: null,
  workingTimeOverride: null,
});

// Monday 30 March 2026: Paris changed to summer time the day before (UTC+2).
const days = weekDays('2026-03-30');

describe('the scheduling board layout', () => {
  const zoe = agent('1', 'Zoé', 'Aubert', { grade: 'TEAM_LEADER', specialties: ['CYNO'] });
  const paul = agent('2', 'Paul', 'Martin');

  it('finds agents by name or matricule without accents, and by grade, specialty, mission or client', () => {
    const shifts = [shift('s1', '2', '2026-03-31T06:00:00Z', '2026-03-31T14:00:00Z', 'm2')];
    const find = (filters: Partial<typeof NO_BOARD_FILTERS>) =>
      filterAgents([zoe, paul], shifts, { ...NO_BOARD_FILTERS, ...filters }).map((a) => a.id);
    expect(find({})).toEqual(['1', '2']);
    expect(find({ q: 'zoe aub' })).toEqual(['1']);
    expect(find({ q: 'ag-2' })).toEqual(['2']);
    expect(find({ grade: 'TEAM_LEADER' })).toEqual(['1']);
    expect(find({ specialty: 'CYNO' })).toEqual(['1']);
    expect(find({ missionId: 'm2' })).toEqual(['2']);
    expect(find({ clientId: 'c1' })).toEqual([]);
  });

  it('puts each shift on the Paris day it starts, one begun the week before on Monday, open ones in their row', () => {
    const cells = indexShifts(
      [
        shift('late', '1', '2026-03-31T21:30:00Z', '2026-04-01T05:30:00Z'),
        shift('early', '1', '2026-03-31T05:00:00Z', '2026-03-31T09:00:00Z'),
        shift('before', '1', '2026-03-29T18:00:00Z', '2026-03-30T02:00:00Z'),
        shift('open', null, '2026-04-02T06:00:00Z', '2026-04-02T14:00:00Z'),
      ],
      days,
    );
    // 21:30 UTC on Tuesday is 23:30 in Paris: still Tuesday.
    expect(cells.get(cellKey('1', '2026-03-31'))?.map((s) => s.id)).toEqual(['early', 'late']);
    expect(cells.get(cellKey('1', '2026-03-30'))?.map((s) => s.id)).toEqual(['before']);
    expect(cells.get(cellKey('open', '2026-04-02'))?.map((s) => s.id)).toEqual(['open']);
    expect(busiestCell('1', days, cells)).toBe(2);
    expect(rowHeight(0)).toBeLessThan(rowHeight(3));
    expect(rowHeight(2)).toBeLessThan(rowHeight(2, true));
    expect(readCellKey(cellKey('1', '2026-03-31'))).toEqual({ row: '1', date: '2026-03-31' });
  });

  it('greys every day an unavailability meets, and no other', () => {
    const cells = indexAbsences(
      [
        {
          id: 'u',
          agentId: '1',
          startAt: '2026-04-01T08:00:00Z',
          endAt: '2026-04-02T22:00:00Z',
          reason: null,
        },
      ],
      days,
    );
    expect([...cells.keys()]).toEqual([cellKey('1', '2026-04-01'), cellKey('1', '2026-04-02')]);
  });

  it('moves a shift to the same Paris times on another day and agent, and not at all onto its own cell', () => {
    // Saturday 28 March 08:00 Paris (UTC+1) to Monday 30 March 08:00 Paris (UTC+2, summer time since Sunday).
    const saturday = shift('s', '1', '2026-03-28T07:00:00Z', '2026-03-28T15:00:00Z');
    expect(movedShift(saturday, '2026-03-28', { row: '2', date: '2026-03-30' })).toEqual({
      startAt: '2026-03-30T06:00:00.000Z',
      endAt: '2026-03-30T14:00:00.000Z',
      agentId: '2',
    });
    expect(movedShift(saturday, '2026-03-28', { row: '1', date: '2026-03-28' })).toBeNull();
    expect(movedShift(saturday, '2026-03-28', { row: '1', date: '2026-03-27' })).toEqual({
      startAt: '2026-03-27T07:00:00.000Z',
      endAt: '2026-03-27T15:00:00.000Z',
    });
  });

  it('gives a mission the same colour each time, and reads hours the French way', () => {
    expect(missionColour('abc')).toBe(missionColour('abc'));
    expect(missionColour('abc')).toMatch(/^border-l-\w+-\d+ bg-\w+-50$/);
    expect([hoursLabel(0), hoursLabel(2100), hoursLabel(2250)]).toEqual(['0 h', '35 h', '37 h 30']);
  });
});
