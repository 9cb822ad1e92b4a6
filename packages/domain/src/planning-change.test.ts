import { describe, expect, it } from 'vitest';
import { planningChangeText, withinNotice } from './planning-change.ts';

describe('telling a guard about a change to their planning', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const slot = (startAt: string, endAt: string) => ({ startAt: new Date(startAt), endAt: new Date(endAt) });

  it('tells of a shift under way or starting within 7 days, not of one ended or further off', () => {
    expect(withinNotice(slot('2026-03-02T08:00:00Z', '2026-03-02T16:00:00Z'), now)).toBe(true);
    expect(withinNotice(slot('2026-03-09T09:59:00Z', '2026-03-09T17:00:00Z'), now)).toBe(true);
    expect(withinNotice(slot('2026-03-09T10:00:00Z', '2026-03-09T17:00:00Z'), now)).toBe(false);
    expect(withinNotice(slot('2026-03-01T08:00:00Z', '2026-03-02T09:00:00Z'), now)).toBe(false);
  });

  it('words the change in French with the mission and the Paris times', () => {
    const change = {
      shiftId: 's',
      missionId: 'm',
      missionTitle: 'Tour Horizon',
      startAt: '2026-03-03T07:00:00Z',
      endAt: '2026-03-03T15:00:00Z',
    };
    expect(planningChangeText({ ...change, kind: 'moved' })).toEqual({
      title: 'Votre planning a changé',
      body: 'Horaire modifié : Tour Horizon, 03/03 08:00–16:00',
    });
    expect(planningChangeText({ ...change, kind: 'added' }).body).toBe(
      'Nouvel horaire : Tour Horizon, 03/03 08:00–16:00',
    );
    expect(planningChangeText({ ...change, kind: 'removed' }).body).toBe(
      'Horaire retiré : Tour Horizon, 03/03 08:00–16:00',
    );
  });
});
