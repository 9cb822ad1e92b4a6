import type { LivePosition } from '@secops/domain/gps';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPositionBatches } from './position-batches.ts';

const position = (agentId: string) => ({ agentId }) as LivePosition;
const agentsOf = (batches: LivePosition[][]) => batches.map((batch) => batch.map((p) => p.agentId));

describe('createPositionBatches', () => {
  let batches: LivePosition[][];
  beforeEach(() => {
    vi.useFakeTimers();
    batches = [];
  });
  afterEach(() => vi.useRealTimers());
  const create = () =>
    createPositionBatches(
      (batch) => batches.push(batch),
      1000,
      () => Date.now(),
    );

  it('hands over the first position after a quiet spell at once', () => {
    const live = create();
    live.push([position('a')]);
    vi.advanceTimersByTime(0);
    expect(agentsOf(batches)).toEqual([['a']]);
  });

  it('hands over the positions of one interval together, in the order they came', () => {
    const live = create();
    live.push([position('a')]);
    vi.advanceTimersByTime(0);
    live.push([position('b')]);
    vi.advanceTimersByTime(400);
    live.push([position('c'), position('d')]);
    vi.advanceTimersByTime(599);
    expect(agentsOf(batches)).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    expect(agentsOf(batches)).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('hands over what is waiting when closed, and nothing afterwards', () => {
    const live = create();
    live.push([position('a')]);
    vi.advanceTimersByTime(0);
    live.push([position('b')]);
    live.close();
    vi.advanceTimersByTime(5000);
    expect(agentsOf(batches)).toEqual([['a'], ['b']]);
  });
});
