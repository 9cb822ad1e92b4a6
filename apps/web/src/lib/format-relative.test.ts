import { describe, expect, it } from 'vitest';
import { formatRelative } from './format-relative.ts';

describe('relative time in French', () => {
  it('says how long ago or how far ahead a moment is', () => {
    const now = new Date('2025-03-03T12:00:00Z');
    expect(formatRelative('2025-03-03T11:57:00Z', now)).toBe('il y a 3 minutes');
    expect(formatRelative('2025-03-03T14:00:00Z', now)).toBe('dans 2 heures');
  });
});
