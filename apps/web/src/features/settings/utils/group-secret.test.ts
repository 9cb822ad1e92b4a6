import { describe, expect, it } from 'vitest';
import { groupSecret } from './group-secret.ts';

describe('groupSecret', () => {
  it('groups a secret by four characters, without a trailing space', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret('JBS')).toBe('JBS');
  });
});
