// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { missedCallText } from './missed-call-text.ts';

const call = (at: string) => ({
  id: '33333333-3333-4333-8333-333333333333',
  callType: 'audio' as const,
  at,
  caller: { userId: null, name: 'Claire Vasseur', photo: null },
});

describe('missed call text', () => {
  it('gives the caller and the Paris time of a call missed today', () => {
    expect(missedCallText(call('2026-11-25T13:05:00Z'), new Date('2026-11-25T18:00:00Z'))).toBe(
      'Appel manqué de Claire Vasseur à 14:05',
    );
  });

  it('adds the day when the call was missed on another day', () => {
    expect(missedCallText(call('2026-11-23T08:30:00Z'), new Date('2026-11-25T18:00:00Z'))).toBe(
      'Appel manqué de Claire Vasseur à 09:30 (23/11/2026)',
    );
  });
});
