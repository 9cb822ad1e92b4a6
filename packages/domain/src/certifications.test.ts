import { describe, expect, it } from 'vitest';
import { certificationState } from './certifications.ts';

const now = new Date('2026-03-01T12:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);

describe('certificationState', () => {
  it('calls a certification past its end date expired', () => {
    expect(certificationState(inDays(-1), now)).toBe('expired');
  });

  it('warns within 90 days of the end date', () => {
    expect(certificationState(inDays(10), now)).toBe('expiring');
    expect(certificationState(inDays(90), now)).toBe('expiring');
  });

  it('calls a certification valid beyond 90 days', () => {
    expect(certificationState(inDays(91), now)).toBe('valid');
  });
});
