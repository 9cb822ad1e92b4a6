import { describe, expect, it } from 'vitest';
import { checkpointCount, scheduleSummary } from './schedule-summary.ts';

describe('a tour schedule in a few words', () => {
  it('lists fixed times in the order given, past midnight included', () => {
    expect(
      scheduleSummary({ times: ['22:00', '00:00', '02:00'], everyMinutes: null, from: null, to: null }),
    ).toBe('22:00, 00:00, 02:00');
  });

  it('says a frequency with its bounds', () => {
    expect(scheduleSummary({ times: null, everyMinutes: 60, from: '22:00', to: '06:00' })).toBe(
      'Toutes les 60 min de 22:00 à 06:00',
    );
  });

  it('says nothing of a frequency without its bounds', () => {
    expect(scheduleSummary({ times: null, everyMinutes: 30, from: null, to: '06:00' })).toBe('');
  });

  it('counts checkpoints in French', () => {
    expect(checkpointCount(1)).toBe('1 point de contrôle');
    expect(checkpointCount(3)).toBe('3 points de contrôle');
  });
});
