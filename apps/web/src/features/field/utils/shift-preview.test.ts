import { describe, expect, it } from 'vitest';
import { missionShiftPreview } from './shift-preview.ts';

const NOW = new Date('2026-03-12T12:00:00.000Z');
const shift = (id: string, missionId: string, start: string, end: string) => ({
  id,
  missionId,
  startAt: `2026-03-${start}Z`,
  endAt: `2026-03-${end}Z`,
});

describe("a mission card's shift preview", () => {
  it("shows at most 2 of the agent's shifts on that mission, soonest first", () => {
    const shifts = [
      shift('third', 'm1', '15T08:00:00', '15T16:00:00'),
      shift('first', 'm1', '13T08:00:00', '13T16:00:00'),
      shift('other-mission', 'm2', '12T13:00:00', '12T14:00:00'),
      shift('second', 'm1', '14T08:00:00', '14T16:00:00'),
    ];
    expect(missionShiftPreview(shifts, 'm1', NOW).map((s) => s.id)).toEqual(['first', 'second']);
  });

  it('keeps a shift in progress and leaves out the ones already over', () => {
    const shifts = [
      shift('over', 'm1', '11T08:00:00', '11T16:00:00'),
      shift('ended-now', 'm1', '12T04:00:00', '12T12:00:00'),
      shift('in-progress', 'm1', '12T08:00:00', '12T16:00:00'),
    ];
    expect(missionShiftPreview(shifts, 'm1', NOW).map((s) => s.id)).toEqual(['in-progress']);
  });

  it('is empty when the agent has no shift left on the mission', () => {
    expect(missionShiftPreview([], 'm1', NOW)).toEqual([]);
  });
});
