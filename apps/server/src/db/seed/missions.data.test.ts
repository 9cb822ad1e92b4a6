import { describe, expect, it } from 'vitest';
import { demoCalendar } from './calendar.ts';
import { demoMissions, type DemoMission } from './missions.data.ts';

// The demo is seeded at any time of day: its planning must stay consistent whatever the hour.
const missionsSeededEveryHalfHour = (): DemoMission[][] =>
  Array.from({ length: 48 }, (_, i) => demoMissions(demoCalendar(new Date(2026, 2, 4, 0, i * 30, 0))));

describe('demo missions', () => {
  it('never give an agent two overlapping shifts, whatever the hour of seeding', () => {
    for (const missions of missionsSeededEveryHalfHour()) {
      const shifts = missions
        .flatMap((m) => m.team.flatMap((t) => (t.shift ? [{ agent: t.matricule, ...t.shift }] : [])))
        .sort((a, b) => a.agent.localeCompare(b.agent) || a.start.getTime() - b.start.getTime());
      const overlaps = shifts.filter(
        (s, i) => i > 0 && shifts[i - 1]!.agent === s.agent && shifts[i - 1]!.end > s.start,
      );
      expect(overlaps).toEqual([]);
    }
  });

  it('keep every shift inside its mission, whatever the hour of seeding', () => {
    for (const missions of missionsSeededEveryHalfHour()) {
      for (const m of missions) {
        for (const t of m.team) {
          if (!t.shift) continue;
          expect(t.shift.start.getTime()).toBeGreaterThanOrEqual(m.startAt.getTime());
          expect(t.shift.end.getTime()).toBeLessThanOrEqual(m.endAt.getTime());
        }
      }
    }
  });
});
