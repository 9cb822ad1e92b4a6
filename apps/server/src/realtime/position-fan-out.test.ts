import { describe, expect, it } from 'vitest';
import type { LivePosition } from '@secops/domain/gps';
import {
  createPositionFanOut,
  positionMessages,
  POSITIONS_PER_MESSAGE,
  type PositionMessage,
} from './position-fan-out.ts';

function position(agentId: string, missionId: string | null, lat = 48.85): LivePosition {
  return {
    agentId,
    missionId,
    lat,
    lng: 2.35,
    accuracy: 5,
    speed: null,
    heading: null,
    battery: null,
    timestamp: '2026-11-26T10:00:00.000Z',
    agent: { firstName: 'Inès', lastName: 'Morel', photo: null, matricule: agentId },
    mission: missionId ? { title: 'Salon' } : null,
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const agentsOf = (message: PositionMessage) => [message.missionId, message.positions.map((p) => p.agentId)];

describe('positionMessages', () => {
  it('sends every position to the maps of all missions and each mission its own, in the order they came', () => {
    const messages = positionMessages([
      position('a', 'm1'),
      position('b', 'm2'),
      position('c', null),
      position('d', 'm1'),
    ]);
    expect(messages.map(agentsOf)).toEqual([
      [null, ['a', 'b', 'c', 'd']],
      ['m1', ['a', 'd']],
      ['m2', ['b']],
    ]);
  });

  it(`splits a large batch into messages of ${POSITIONS_PER_MESSAGE} positions at most`, () => {
    const batch = Array.from({ length: POSITIONS_PER_MESSAGE * 2 + 1 }, (_, i) => position(`a${i}`, 'm1'));
    const messages = positionMessages(batch);
    expect(messages.map((m) => [m.missionId, m.positions.length])).toEqual([
      [null, POSITIONS_PER_MESSAGE],
      [null, POSITIONS_PER_MESSAGE],
      [null, 1],
      ['m1', POSITIONS_PER_MESSAGE],
      ['m1', POSITIONS_PER_MESSAGE],
      ['m1', 1],
    ]);
    expect(messages.filter((m) => m.missionId === null).flatMap((m) => m.positions)).toEqual(batch);
  });
});

describe('createPositionFanOut', () => {
  it('sends the positions of one turn of the event loop together, once the turn is over', async () => {
    const sent: PositionMessage[] = [];
    const fanOut = createPositionFanOut((message) => sent.push(message));
    fanOut(position('a', 'm1'));
    fanOut(position('b', 'm1'));
    expect(sent).toEqual([]);
    await nextTurn();
    expect(sent.map(agentsOf)).toEqual([
      [null, ['a', 'b']],
      ['m1', ['a', 'b']],
    ]);
  });

  it('sends a position that comes after a quiet interval at the end of its turn', async () => {
    const sent: PositionMessage[] = [];
    const fanOut = createPositionFanOut((message) => sent.push(message), 0);
    fanOut(position('a', null));
    await nextTurn();
    fanOut(position('b', null));
    await nextTurn();
    expect(sent.map(agentsOf)).toEqual([
      [null, ['a']],
      [null, ['b']],
    ]);
  });

  it('holds the positions of later turns until the interval since the last send is over, then sends them together', async () => {
    const sent: PositionMessage[] = [];
    const fanOut = createPositionFanOut((message) => sent.push(message), 50);
    fanOut(position('a', null));
    await nextTurn();
    fanOut(position('b', null));
    await nextTurn();
    fanOut(position('c', null));
    await nextTurn();
    expect(sent.map(agentsOf)).toEqual([[null, ['a']]]);
    await pause(60);
    expect(sent.map(agentsOf)).toEqual([
      [null, ['a']],
      [null, ['b', 'c']],
    ]);
  });
});
