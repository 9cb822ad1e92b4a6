import * as MSG from '@secops/domain/messages';
import { describe, expect, it } from 'vitest';
import { occurredAtFrom } from './occurred-at.ts';

// 12 March 2026, 10:30:20 in Paris (UTC+1).
const NOW = new Date('2026-03-12T09:30:20Z');
const SHOWN = '2026-03-12T10:25';

describe('occurredAtFrom', () => {
  it('sends no time when the one shown first is kept: the entry happened when it is written', () => {
    expect(occurredAtFrom(SHOWN, SHOWN, NOW)).toEqual({});
    expect(occurredAtFrom('', SHOWN, NOW)).toEqual({});
  });

  it('reads a changed time as Paris time', () => {
    expect(occurredAtFrom('2026-03-12T08:15', SHOWN, NOW)).toEqual({
      occurredAt: '2026-03-12T07:15:00.000Z',
    });
    expect(occurredAtFrom('2026-03-12T10:30', SHOWN, NOW)).toEqual({
      occurredAt: '2026-03-12T09:30:00.000Z',
    });
  });

  it('refuses a time in the future or more than 24 h back, and a text that names no time', () => {
    expect(occurredAtFrom('2026-03-12T10:31', SHOWN, NOW)).toEqual({ error: MSG.logbookOccurredInFuture });
    expect(occurredAtFrom('2026-03-11T10:30', SHOWN, NOW)).toEqual({ error: MSG.logbookOccurredTooOld });
    expect(occurredAtFrom('2026-03-11T10:31', SHOWN, NOW)).toEqual({
      occurredAt: '2026-03-11T09:31:00.000Z',
    });
    expect(occurredAtFrom('12/03/2026 1', SHOWN, NOW)).toEqual({ error: MSG.dateTimeTextInvalid });
  });
});
