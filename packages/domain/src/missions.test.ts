import { describe, expect, it } from 'vitest';
import {
  MISSION_STATUSES,
  canTransition,
  isMissionLocked,
  locationsFromAddress,
  nextMissionStatuses,
} from './missions.ts';

describe('mission status transitions', () => {
  it('activates a mission that is neither active nor archived', () => {
    expect(canTransition('PREPARATION', 'ACTIVE')).toBe(true);
    expect(canTransition('CONFIRMED', 'ACTIVE')).toBe(true);
    expect(canTransition('COMPLETED', 'ACTIVE')).toBe(true);
  });

  it('completes only an active mission and archives only a completed one', () => {
    expect(canTransition('ACTIVE', 'COMPLETED')).toBe(true);
    expect(canTransition('COMPLETED', 'ARCHIVED')).toBe(true);
    expect(canTransition('PREPARATION', 'COMPLETED')).toBe(false);
    expect(canTransition('ACTIVE', 'ARCHIVED')).toBe(false);
    expect(canTransition('PREPARATION', 'ARCHIVED')).toBe(false);
  });

  it('never moves an archived mission and never moves a mission to its own status', () => {
    for (const to of MISSION_STATUSES) expect(canTransition('ARCHIVED', to)).toBe(false);
    for (const s of MISSION_STATUSES) expect(canTransition(s, s)).toBe(false);
    expect(isMissionLocked('ARCHIVED')).toBe(true);
    expect(isMissionLocked('COMPLETED')).toBe(false);
  });

  it('never offers a way back to preparation or confirmed', () => {
    const targets = MISSION_STATUSES.flatMap(nextMissionStatuses);
    expect(targets).not.toContain('PREPARATION');
    expect(targets).not.toContain('CONFIRMED');
  });
});

describe('locationsFromAddress', () => {
  it('takes the street as line1 and the city without its postcode', () => {
    expect(locationsFromAddress('12 rue de Rivoli, 75004 Paris')).toEqual([
      { line1: '12 rue de Rivoli', city: 'Paris' },
    ]);
  });

  it('prefers the part with a postcode and ignores a trailing France', () => {
    expect(locationsFromAddress('Palais des Festivals, 1 bd de la Croisette, 06400 Cannes, France')).toEqual([
      { line1: 'Palais des Festivals', city: 'Cannes' },
    ]);
  });

  it('gives an empty city for a one-part address and nothing without an address', () => {
    expect(locationsFromAddress('Aéroport du Bourget')).toEqual([{ line1: 'Aéroport du Bourget', city: '' }]);
    expect(locationsFromAddress(null)).toEqual([]);
    expect(locationsFromAddress(' , ')).toEqual([]);
  });
});
