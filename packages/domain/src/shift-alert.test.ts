import { describe, expect, it } from 'vitest';
import { isShiftAlertDue, selectShiftAlerts, SHIFT_ALERT_WINDOW_MS } from './shift-alert.ts';

const NOW = new Date('2026-03-12T07:55:00.000Z');
const at = (minutesFromNow: number) => new Date(NOW.getTime() + minutesFromNow * 60_000).toISOString();
const shift = (id: string, minutesFromNow: number, attendances: unknown[] = []) => ({
  id,
  startAt: at(minutesFromNow),
  attendances,
});

describe('isShiftAlertDue', () => {
  it('is due for a shift starting in the future within the next 5 minutes', () => {
    expect(isShiftAlertDue(shift('a', 4), NOW)).toBe(true);
    expect(isShiftAlertDue(shift('a', 0.01), NOW)).toBe(true);
    expect(isShiftAlertDue({ startAt: at(SHIFT_ALERT_WINDOW_MS / 60_000) }, NOW)).toBe(true);
  });

  it('is not due for a shift starting later than 5 minutes from now', () => {
    expect(isShiftAlertDue(shift('a', 5.01), NOW)).toBe(false);
    expect(isShiftAlertDue(shift('a', 60), NOW)).toBe(false);
  });

  it('is not due for a shift that has already started', () => {
    expect(isShiftAlertDue(shift('a', 0), NOW)).toBe(false);
    expect(isShiftAlertDue(shift('a', -10), NOW)).toBe(false);
  });
});

describe('selectShiftAlerts', () => {
  it('announces each upcoming shift, soonest first, and remembers them', () => {
    const shifts = [shift('later', 60), shift('b', 4), shift('a', 2), shift('past', -30)];
    const { alerts, notified } = selectShiftAlerts(shifts, new Set(), NOW);
    expect(alerts.map((s) => s.id)).toEqual(['a', 'b']);
    expect([...notified].sort()).toEqual(['a', 'b']);
  });

  it('announces a shift only once while it stays upcoming', () => {
    const shifts = [shift('a', 4)];
    const first = selectShiftAlerts(shifts, new Set(), NOW);
    const second = selectShiftAlerts(shifts, first.notified, new Date(NOW.getTime() + 30_000));
    expect(first.alerts).toHaveLength(1);
    expect(second.alerts).toEqual([]);
    expect([...second.notified]).toEqual(['a']);
  });

  it('forgets a shift once it has started, so it could be announced again if moved later', () => {
    const started = selectShiftAlerts([shift('a', -1)], new Set(['a']), NOW);
    expect(started.notified.size).toBe(0);
    const moved = selectShiftAlerts([shift('a', 3)], started.notified, NOW);
    expect(moved.alerts.map((s) => s.id)).toEqual(['a']);
  });

  it('forgets a shift that has disappeared from the list', () => {
    expect(selectShiftAlerts([], new Set(['gone']), NOW).notified.size).toBe(0);
  });

  it('does not remind an agent who has already clocked in on the shift', () => {
    const { alerts, notified } = selectShiftAlerts([shift('a', 3, [{ id: 'att' }])], new Set(), NOW);
    expect(alerts).toEqual([]);
    expect(notified.size).toBe(0);
  });

  it('accepts shifts without an attendance list', () => {
    const { alerts } = selectShiftAlerts([{ id: 'a', startAt: at(1) }], new Set(), NOW);
    expect(alerts.map((s) => s.id)).toEqual(['a']);
  });
});
