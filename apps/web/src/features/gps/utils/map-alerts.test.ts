import { describe, expect, it } from 'vitest';
import { agentFreshness } from '@secops/domain/freshness';
import type { AgentOnMap } from './live-positions.ts';
import { listMapAlerts, type SosOnMap } from './map-alerts.ts';

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
    mission: missionId ? { title: `Mission ${missionId}` } : null,
    freshness: agentFreshness(timestamp, NOW),
  };
};
const sosOf = (id: string, status: 'OPEN' | 'ACKNOWLEDGED', minutesAgo: number): SosOnMap => ({
  id,
  status,
  lat: 48.86,
  lng: 2.33,
  createdAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
  agent: { id: `agent-${id}`, firstName: 'Lucas', lastName: id, photo: null, phone: null, falseAlarms: 0 },
  mission: { id: 'm1', title: 'Garde du Louvre' },
});
const active = new Set(['m1']);
const perimeter = { enabled: true, centerLat: 48.8656, centerLng: 2.3212, radius: 200 };
const causes = (options: Partial<Parameters<typeof listMapAlerts>[0]>) =>
  listMapAlerts({ agents: [], activeMissionIds: active, perimeter: null, sos: [], ...options }).map(
    (alert) => `${alert.cause}:${alert.agentName}`,
  );

describe('live map alerts', () => {
  it('lists every SOS not yet closed, a taken one as well as an open one, open ones first', () => {
    const sos = [sosOf('taken', 'ACKNOWLEDGED', 30), sosOf('open', 'OPEN', 5)];
    expect(causes({ sos })).toEqual(['sosOpen:Lucas open', 'sosTaken:Lucas taken']);
  });

  it('lists agents on an active mission whose position is 4 min old or more, not those off duty', () => {
    const agents = [
      agent('a', 'm1', 239),
      agent('b', 'm1', 241),
      agent('c', 'm2', 600),
      agent('d', null, 600),
    ];
    const [lost] = listMapAlerts({ agents, activeMissionIds: active, perimeter: null, sos: [] });
    expect(causes({ agents })).toEqual(['connectionLost:A b']);
    expect(lost).toMatchObject({ missionTitle: 'Mission m1', since: agents[1]?.timestamp });
  });

  it('lists live agents outside the perimeter of the mission shown, when it is enabled', () => {
    const agents = [agent('in', 'm1', 10), agent('out', 'm1', 10, 48.87, 2.3212)];
    expect(causes({ agents, perimeter })).toEqual(['outsidePerimeter:A out']);
    expect(causes({ agents, perimeter: { ...perimeter, enabled: false } })).toEqual([]);
  });
});
