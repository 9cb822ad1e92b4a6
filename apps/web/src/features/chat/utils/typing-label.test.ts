import { describe, expect, it } from 'vitest';
import { typingLabel } from './typing-label.ts';

describe('typingLabel', () => {
  it('names the one person typing', () => {
    expect(typingLabel(['Lucas Bernard'])).toBe('Lucas Bernard écrit…');
  });

  it('names several people in French', () => {
    expect(typingLabel(['Lucas', 'Sophie', 'Nadia'])).toBe('Lucas, Sophie et Nadia écrivent…');
  });

  it('says nothing when nobody types', () => {
    expect(typingLabel([])).toBeNull();
  });
});
