import { describe, expect, it } from 'vitest';
import {
  DECLARED_MAX_AGE_MS,
  DECLARED_MAX_AHEAD_MS,
  datedAction,
  declaredTimeFlag,
} from './declared-time.ts';

const arrival = new Date('2026-11-27T19:01:45Z');
const shifted = (ms: number) => new Date(arrival.getTime() + ms);

describe('datedAction', () => {
  it('dates an action without a declared time on arrival', () => {
    expect(datedAction(undefined, arrival)).toEqual({ at: arrival, declaredAt: null });
    expect(datedAction(null, arrival)).toEqual({ at: arrival, declaredAt: null });
  });

  it('keeps a time made offline a few seconds, or up to a day, before arrival', () => {
    const tick = new Date('2026-11-27T19:01:21Z');
    expect(datedAction(tick.toISOString(), arrival)).toEqual({ at: tick, declaredAt: null });
    expect(datedAction(shifted(-DECLARED_MAX_AGE_MS), arrival).at).toEqual(shifted(-DECLARED_MAX_AGE_MS));
  });

  it('keeps a phone clock up to five minutes ahead, not more', () => {
    expect(datedAction(shifted(DECLARED_MAX_AHEAD_MS), arrival).at).toEqual(shifted(DECLARED_MAX_AHEAD_MS));
    const ahead = shifted(DECLARED_MAX_AHEAD_MS + 1000);
    expect(datedAction(ahead, arrival)).toEqual({ at: arrival, declaredAt: ahead });
    expect(declaredTimeFlag(ahead, arrival)).toBe('AHEAD');
  });

  it('dates an action older than a day on arrival and keeps the declared time beside it', () => {
    const weekend = shifted(-DECLARED_MAX_AGE_MS - 1000);
    expect(datedAction(weekend, arrival)).toEqual({ at: arrival, declaredAt: weekend });
    expect(declaredTimeFlag(weekend, arrival)).toBe('TOO_OLD');
  });
});
