import { describe, expect, it } from 'vitest';
import { isValidSiret, SiretSchema } from './siret.ts';

describe('isValidSiret', () => {
  it('accepts real SIRETs whose Luhn key is right', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('44306184100047')).toBe(true);
  });

  it('refuses a SIRET with one digit changed', () => {
    expect(isValidSiret('73282932000075')).toBe(false);
  });

  it('refuses anything that is not exactly 14 digits', () => {
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('732829320000740')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
    expect(isValidSiret('')).toBe(false);
  });
});

describe('SiretSchema', () => {
  it('ignores spaces between digit groups', () => {
    expect(SiretSchema.parse('732 829 320 00074')).toBe('73282932000074');
  });

  it('rejects a wrong key with the French message', () => {
    const result = SiretSchema.safeParse('12345678901234');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Le SIRET doit comporter 14 chiffres et une clé de contrôle valide',
    );
  });
});
