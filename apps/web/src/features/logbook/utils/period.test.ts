import { describe, expect, it } from 'vitest';
import { periodBounds } from './period.ts';

describe('periodBounds', () => {
  it('covers whole Paris days, from midnight to the last millisecond, in winter and summer', () => {
    expect(periodBounds({ fromDay: '2026-03-12', toDay: '2026-07-14' })).toEqual({
      from: '2026-03-11T23:00:00.000Z',
      to: '2026-07-14T21:59:59.999Z',
    });
  });

  it('leaves out a bound not given', () => {
    expect(periodBounds({ fromDay: '', toDay: '' })).toEqual({});
    expect(periodBounds({ fromDay: '', toDay: '2026-03-12' })).toEqual({ to: '2026-03-12T22:59:59.999Z' });
  });
});
