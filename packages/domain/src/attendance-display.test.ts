import { describe, expect, it } from 'vitest';
import { canResume, isEndOfGuardWindow, proximity } from './attendance.ts';
import {
  isCurrentShift,
  isHistoryShift,
  shiftBadge,
  shortAddress,
  type DisplayShift,
} from './attendance-display.ts';

const now = new Date('2026-11-25T10:00:00Z');
const shift = (
  startAt: string,
  endAt: string,
  statuses: DisplayShift['attendances'][number]['status'][] = [],
) => ({
  startAt,
  endAt,
  attendances: statuses.map((status) => ({ status })),
});

describe('shift badge', () => {
  it('says Terminé once the shift end has passed, whatever its attendance', () => {
    expect(shiftBadge(shift('2026-11-25T01:00:00Z', '2026-11-25T09:59:00Z', ['COMPLETED']), now)).toBe(
      'Terminé',
    );
    expect(shiftBadge(shift('2026-11-25T01:00:00Z', '2026-11-25T09:59:00Z'), now)).toBe('Terminé');
  });
  it('says Pointé for a shift not over that has an attendance', () => {
    expect(shiftBadge(shift('2026-11-25T08:00:00Z', '2026-11-25T16:00:00Z', ['STARTED']), now)).toBe(
      'Pointé',
    );
  });
  it('says En cours for a started shift without attendance, À venir before it', () => {
    expect(shiftBadge(shift('2026-11-25T08:00:00Z', '2026-11-25T16:00:00Z'), now)).toBe('En cours');
    expect(shiftBadge(shift('2026-11-25T12:00:00Z', '2026-11-25T16:00:00Z'), now)).toBe('À venir');
  });
});

describe('tabs', () => {
  it('keeps in the current tab the shifts not completed and not over, and those in progress', () => {
    expect(isCurrentShift(shift('2026-11-25T12:00:00Z', '2026-11-25T16:00:00Z'), now)).toBe(true);
    expect(isCurrentShift(shift('2026-11-25T01:00:00Z', '2026-11-25T09:00:00Z', ['OVERTIME']), now)).toBe(
      true,
    );
    expect(isCurrentShift(shift('2026-11-25T08:00:00Z', '2026-11-25T16:00:00Z', ['COMPLETED']), now)).toBe(
      false,
    );
    expect(isCurrentShift(shift('2026-11-25T01:00:00Z', '2026-11-25T09:00:00Z'), now)).toBe(false);
  });
  it('keeps in the history the completed shifts of the last 7 days only', () => {
    expect(isHistoryShift(shift('2026-11-20T08:00:00Z', '2026-11-20T16:00:00Z', ['COMPLETED']), now)).toBe(
      true,
    );
    expect(isHistoryShift(shift('2026-11-17T08:00:00Z', '2026-11-18T09:00:00Z', ['COMPLETED']), now)).toBe(
      false,
    );
    expect(isHistoryShift(shift('2026-11-24T08:00:00Z', '2026-11-24T16:00:00Z'), now)).toBe(false);
  });
});

describe('attendance windows', () => {
  const s = { endAt: '2026-11-25T12:00:00Z' };
  it('allows a resume under 10 minutes after the end and before the shift end', () => {
    const done = { status: 'COMPLETED' as const, endTime: '2026-11-25T09:51:00Z' };
    expect(canResume(done, s, now)).toBe(true);
    expect(canResume({ ...done, endTime: '2026-11-25T09:50:00Z' }, s, now)).toBe(false);
    expect(canResume(done, { endAt: '2026-11-25T09:59:00Z' }, now)).toBe(false);
    expect(canResume({ ...done, status: 'STARTED' }, s, now)).toBe(false);
  });
  it('opens the end-of-guard dialog from 10 minutes before the shift end, not after it', () => {
    expect(isEndOfGuardWindow({ endAt: '2026-11-25T10:10:00Z' }, now)).toBe(true);
    expect(isEndOfGuardWindow({ endAt: '2026-11-25T10:11:00Z' }, now)).toBe(false);
    expect(isEndOfGuardWindow({ endAt: '2026-11-25T09:59:00Z' }, now)).toBe(false);
  });
  it('measures the distance in metres and allows a start within 1 km', () => {
    const place = { lat: 48.8566, lng: 2.3522 };
    expect(proximity(place, { lat: 48.8566 + 999 / 111_195, lng: 2.3522 })).toEqual({
      canStart: true,
      distance: 999,
    });
    expect(proximity(place, { lat: 48.8566 + 1001 / 111_195, lng: 2.3522 }).canStart).toBe(false);
    expect(proximity({ lat: null, lng: null }, place)).toEqual({ canStart: false, distance: null });
  });
});

describe('report address', () => {
  it('keeps 30 characters at most', () => {
    expect(shortAddress('15 Place Vendôme, 75001 Paris')).toBe('15 Place Vendôme, 75001 Paris');
    const cut = shortAddress('Aéroport Charles de Gaulle, Terminal 2E, 95700 Roissy-en-France');
    expect(cut).toHaveLength(30);
    expect(cut.endsWith('…')).toBe(true);
  });
});
