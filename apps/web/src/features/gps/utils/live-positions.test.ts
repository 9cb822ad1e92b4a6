import type { LivePosition } from '@secops/domain/gps';
import { describe, expect, it } from 'vitest';
import { countLiveAgents, upsertPositions, withFreshness } from './live-positions.ts';
import { formatCoordinates, speedKmh } from './position-display.ts';

const now = new Date('2026-03-02T10:00:00Z');
const at = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000).toISOString();

function position(agentId: string, secondsAgo: number, lat = 48.8566): LivePosition {
  return {
    agentId,
    missionId: 'm1',
    lat,
    lng: 2.3522,
    accuracy: 10,
    speed: null,
    heading: null,
    battery: null,
    timestamp: at(secondsAgo),
    agent: { firstName: 'Lucas', lastName: 'Bernard', photo: null, matricule: agentId },
    mission: { title: 'Délégation' },
  };
}

describe('upsertPositions', () => {
  it("replaces the agent's entry with the live position", () => {
    const list = [position('a', 30), position('b', 10)];
    const next = upsertPositions(list, [position('a', 0, 48.9)]);
    expect(next).toHaveLength(2);
    expect(next.find((p) => p.agentId === 'a')?.lat).toBe(48.9);
  });

  it('adds an agent who was not on the map yet', () => {
    expect(upsertPositions([position('a', 30)], [position('c', 0)]).map((p) => p.agentId)).toEqual([
      'c',
      'a',
    ]);
  });

  it('keeps a newer position when an older one arrives late', () => {
    const next = upsertPositions([position('a', 5, 48.9)], [position('a', 20, 48.1)]);
    expect(next[0]?.lat).toBe(48.9);
  });

  it('applies a message of several positions in order, one entry per agent, without touching the list it got', () => {
    const list = [position('a', 30), position('b', 20)];
    const next = upsertPositions(list, [
      position('c', 9, 48.1),
      position('b', 8, 48.2),
      position('d', 7, 48.3),
      position('c', 6, 48.4),
      position('b', 25, 48.5),
    ]);
    expect(next.map((p) => [p.agentId, p.lat])).toEqual([
      ['d', 48.3],
      ['c', 48.4],
      ['a', 48.8566],
      ['b', 48.2],
    ]);
    expect(list.map((p) => p.lat)).toEqual([48.8566, 48.8566]);
  });
});

describe('withFreshness', () => {
  it('lists the freshest agents first and counts those still sending', () => {
    const agents = withFreshness([position('lost', 600), position('warn', 150), position('live', 5)], now);
    expect(agents.map((a) => [a.agentId, a.freshness.level])).toEqual([
      ['live', 'online'],
      ['warn', 'warning'],
      ['lost', 'offline'],
    ]);
    expect(agents[2]?.freshness.label).toBe('Connexion perdue');
    expect(countLiveAgents(agents)).toBe(2);
  });
});

describe('position display', () => {
  it('shows coordinates with six decimals', () => {
    expect(formatCoordinates(48.8566, 2.3522)).toBe('48.856600, 2.352200');
  });

  it('converts metres per second to whole km/h', () => {
    expect(speedKmh(10)).toBe('36');
    expect(speedKmh(null)).toBe('0');
  });
});
