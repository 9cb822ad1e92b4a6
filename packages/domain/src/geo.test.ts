import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo.ts';

describe('haversineKm', () => {
  it('measures great-circle distances', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const lyon = { lat: 45.764, lng: 4.8357 };
    expect(Math.round(haversineKm(paris, lyon))).toBe(391);
    expect(haversineKm(paris, paris)).toBe(0);
  });
});
