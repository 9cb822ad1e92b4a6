import { describe, expect, it } from 'vitest';
import { tooOld } from './node-version.mjs';

describe('Node.js version check', () => {
  it('refuses versions older than the engines field and accepts the others', () => {
    expect(tooOld('20.18.1', '>=20.19')).toBe(true);
    expect(tooOld('18.20.4', '>=20.19')).toBe(true);
    expect(tooOld('20.19.0', '>=20.19')).toBe(false);
    expect(tooOld('20.20.2', '>=20.19')).toBe(false);
    expect(tooOld('22.11.0', '>=20.19')).toBe(false);
    expect(tooOld('24.1.0', '>=22')).toBe(false);
  });
});
