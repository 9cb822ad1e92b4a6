import { describe, expect, it } from 'vitest';
import { specialtyLabel } from './specialties.ts';

describe('specialtyLabel', () => {
  it('gives the French label of a known code', () => {
    expect(specialtyLabel('BODYGUARD')).toBe('Garde du corps');
    expect(specialtyLabel('TEAM_LEADER')).toBe("Chef d'équipe");
  });

  it('shows an unknown code as is', () => {
    expect(specialtyLabel('MAITRE_CHIEN')).toBe('MAITRE_CHIEN');
  });
});
