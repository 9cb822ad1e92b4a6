import type { ClientLogbookEntry, ClientMission, ClientRound } from '@secops/domain/client-portal';
import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatMinutes,
  formatShortDay,
  groupByPhase,
  reportPeriodLabel,
  roundProgress,
  threadEntries,
} from './display.ts';

describe('formatMinutes', () => {
  it.each([
    [0, '0 h'],
    [45, '45 min'],
    [60, '1 h'],
    [450, '7 h 30'],
    [485, '8 h 05'],
    [2_880, '48 h'],
    [89.6, '1 h 30'],
  ])('%s minutes read %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe('calendar days', () => {
  it('reads a yyyy-mm-dd day in French, whatever the time zone', () => {
    expect(formatDay('2026-03-02')).toBe('02/03/2026');
    expect(formatShortDay('2026-03-02')).toBe('lun. 2 mars');
    expect(formatShortDay('2026-08-16')).toBe('dim. 16 août');
  });
});

const mission = (id: string, phase: ClientMission['phase']): ClientMission => ({
  id,
  title: id,
  type: 'EVENT',
  status: 'ACTIVE',
  phase,
  startAt: '2026-03-01T08:00:00Z',
  endAt: '2026-03-09T08:00:00Z',
  address: null,
});

describe('groupByPhase', () => {
  it('sorts missions into in progress, coming and finished, keeping their order', () => {
    const groups = groupByPhase([
      mission('a', 'IN_PROGRESS'),
      mission('b', 'FINISHED'),
      mission('c', 'IN_PROGRESS'),
      mission('d', 'COMING'),
    ]);
    expect(groups.IN_PROGRESS.map((m) => m.id)).toEqual(['a', 'c']);
    expect(groups.COMING.map((m) => m.id)).toEqual(['d']);
    expect(groups.FINISHED.map((m) => m.id)).toEqual(['b']);
  });
});

const entry = (id: string, occurredAt: string, correctsId: string | null = null): ClientLogbookEntry => ({
  id,
  type: 'OBSERVATION',
  text: id,
  occurredAt,
  author: 'Jean D.',
  correctsId,
});

describe('threadEntries', () => {
  it('puts corrections under the entry they correct, oldest first, threads newest first', () => {
    const threads = threadEntries([
      entry('fix2', '2026-03-02T12:00:00Z', 'fix1'),
      entry('later', '2026-03-02T11:00:00Z'),
      entry('fix1', '2026-03-02T10:30:00Z', 'first'),
      entry('first', '2026-03-02T09:00:00Z'),
    ]);
    expect(threads.map((t) => t.entry.id)).toEqual(['later', 'first']);
    expect(threads[1]?.corrections.map((c) => c.id)).toEqual(['fix1', 'fix2']);
  });

  it('keeps a correction whose entry is outside the period on its own', () => {
    const threads = threadEntries([entry('fix', '2026-03-02T12:00:00Z', 'older')]);
    expect(threads).toEqual([{ entry: expect.objectContaining({ id: 'fix' }), corrections: [] }]);
  });
});

describe('roundProgress', () => {
  it('counts the checkpoints passed', () => {
    const round: ClientRound = {
      id: 'r',
      tourName: 'Ronde de nuit',
      scheduledAt: '2026-03-02T21:00:00Z',
      startedAt: '2026-03-02T21:02:00Z',
      finishedAt: null,
      status: 'PARTIAL',
      checkpoints: [
        { name: 'Hall', scannedAt: '2026-03-02T21:03:00Z', flags: [] },
        { name: 'Parking', scannedAt: null, flags: [] },
        { name: 'Toit', scannedAt: '2026-03-02T21:09:00Z', flags: ['LATE'] },
      ],
    };
    expect(roundProgress(round)).toEqual({ done: 2, total: 3 });
  });
});

describe('reportPeriodLabel', () => {
  it("names a day's report by its day and a week's by its first and last days", () => {
    expect(reportPeriodLabel({ periodStart: '2026-03-02', periodEnd: '2026-03-02' })).toBe(
      'Journée du 02/03/2026',
    );
    expect(reportPeriodLabel({ periodStart: '2026-02-23', periodEnd: '2026-03-01' })).toBe(
      'Du 23/02/2026 au 01/03/2026',
    );
  });
});
