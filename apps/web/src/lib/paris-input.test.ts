import { describe, expect, it } from 'vitest';
import { fromParisInput, toParisInput } from './paris-input.ts';

describe('Paris date-time inputs', () => {
  it('reads a winter time as UTC+1 and a summer time as UTC+2', () => {
    expect(fromParisInput('2026-01-15T08:30')).toBe('2026-01-15T07:30:00.000Z');
    expect(fromParisInput('2026-07-14T22:00')).toBe('2026-07-14T20:00:00.000Z');
  });

  it('moves an hour skipped by the March change one hour later', () => {
    expect(fromParisInput('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(toParisInput('2026-03-29T01:30:00.000Z')).toBe('2026-03-29T03:30');
  });

  it('takes an hour repeated by the October change the first time', () => {
    expect(fromParisInput('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses text that is not a date-time or a real calendar day', () => {
    expect(fromParisInput('')).toBeNull();
    expect(fromParisInput('12/03/2026 08:00')).toBeNull();
    expect(fromParisInput('2026-02-30T08:00')).toBeNull();
    expect(fromParisInput('2026-03-12T24:00')).toBeNull();
    expect(fromParisInput('2026-03-12T10:60')).toBeNull();
    // Outside the years every date of the application keeps to (1900–2199).
    expect(fromParisInput('2500-03-12T08:00')).toBeNull();
  });

  it('shows an instant as the Paris clock reads it, whatever the device time zone', () => {
    expect(toParisInput('2026-01-15T07:30:00.000Z')).toBe('2026-01-15T08:30');
    expect(fromParisInput(toParisInput('2026-07-14T20:00:00.000Z'))).toBe('2026-07-14T20:00:00.000Z');
  });
});
