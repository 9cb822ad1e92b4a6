import { describe, expect, it } from 'vitest';
import { haversineKm } from '@secops/domain/geo';
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

describe('demo positions', () => {
  it('puts each agent on duty at their own spot near the mission place, inside its perimeter', async () => {
    const { aroundThePlace } = await import('./demo-missions.ts');
    const place = { lat: 48.8675, lng: 2.3294 };
    const spots = ['AG-0001', 'AG-0002', 'AG-0003', 'AG-0004'].map((m) => aroundThePlace(place, m));
    expect(new Set(spots.map((s) => `${s.lat.toFixed(5)},${s.lng.toFixed(5)}`)).size).toBe(4);
    for (const spot of spots) {
      const metres = haversineKm(place, spot) * 1000;
      expect(metres).toBeGreaterThan(55);
      expect(metres).toBeLessThan(185);
    }
  });
});
