import { describe, expect, it } from 'vitest';
import { agentFreshness } from '@secops/domain/freshness';
import type { AgentOnMap } from './live-positions.ts';
import { countMapAlerts } from './map-alerts.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const agent = (
  id: string,
  missionId: string | null,
  ageS: number,
  lat = 48.8656,
  lng = 2.3212,
): AgentOnMap => {
  const timestamp = new Date(NOW.getTime() - ageS * 1000).toISOString();
  return {
    agentId: id,
    missionId,
    lat,
    lng,
    accuracy: 10,
    speed: null,
    heading: null,
    battery: null,
    timestamp,
    agent: { firstName: 'A', lastName: id, photo: null, matricule: id },
    mission: null,
    freshness: agentFreshness(timestamp, NOW),
  };
};
const active = new Set(['m1']);
const perimeter = { enabled: true, centerLat: 48.8656, centerLng: 2.3212, radius: 200 };

describe('live map alerts', () => {
  it('counts open SOS alerts', () => {
    expect(countMapAlerts({ agents: [], activeMissionIds: active, perimeter: null, openSos: 2 })).toBe(2);
  });

  it('counts agents on an active mission whose position is 4 min old or more, not those off duty', () => {
    const agents = [
      agent('a', 'm1', 239),
      agent('b', 'm1', 241),
      agent('c', 'm2', 600),
      agent('d', null, 600),
    ];
    expect(countMapAlerts({ agents, activeMissionIds: active, perimeter: null, openSos: 0 })).toBe(1);
  });

  it('counts live agents outside the perimeter of the mission shown, when it is enabled', () => {
    const agents = [agent('in', 'm1', 10), agent('out', 'm1', 10, 48.87, 2.3212)];
    expect(countMapAlerts({ agents, activeMissionIds: active, perimeter, openSos: 0 })).toBe(1);
    const off = { ...perimeter, enabled: false };
    expect(countMapAlerts({ agents, activeMissionIds: active, perimeter: off, openSos: 0 })).toBe(0);
  });
});
