import { describe, expect, it } from 'vitest';
import { alertMatches, compareAlerts, upsertAlert } from './alerts-cache.ts';
import { testAlert } from './alert-test-data.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const ids = (list: { id: string }[]) => list.map((alert) => alert.id);

describe('the lists of alerts kept live', () => {
  it('sorts open first, then taken, then resolved, the newest raised first in each', () => {
    const list = [
      testAlert('resolved', { status: 'RESOLVED', raisedAt: '2026-11-26T11:00:00Z' }),
      testAlert('old-open', { raisedAt: '2026-11-26T08:00:00Z' }),
      testAlert('taken', { status: 'ACKNOWLEDGED', raisedAt: '2026-11-26T11:30:00Z' }),
      testAlert('new-open', { raisedAt: '2026-11-26T10:00:00Z' }),
    ];
    expect(ids(list.sort(compareAlerts))).toEqual(['new-open', 'old-open', 'taken', 'resolved']);
  });

  it('holds without a status the open and taken alerts and those resolved in the last 24 hours', () => {
    const resolved = (at: string) => testAlert('r', { status: 'RESOLVED', resolvedAt: at });
    expect(alertMatches(testAlert('a', { status: 'ACKNOWLEDGED' }), {}, NOW)).toBe(true);
    expect(alertMatches(resolved('2026-11-25T12:30:00Z'), {}, NOW)).toBe(true);
    expect(alertMatches(resolved('2026-11-25T11:30:00Z'), {}, NOW)).toBe(false);
    expect(alertMatches(resolved('2026-11-20T11:30:00Z'), { status: 'RESOLVED' }, NOW)).toBe(true);
  });

  it('follows the type, status and mission filters', () => {
    const alert = testAlert('a', { type: 'LATE_CLOCK_IN' });
    expect(alertMatches(alert, { type: 'LATE_CLOCK_IN', status: 'OPEN' }, NOW)).toBe(true);
    expect(alertMatches(alert, { type: 'NO_SHOW' }, NOW)).toBe(false);
    expect(alertMatches(alert, { status: 'ACKNOWLEDGED' }, NOW)).toBe(false);
    expect(alertMatches(alert, { missionId: 'mission-2' }, NOW)).toBe(false);
    expect(alertMatches(testAlert('b', { mission: null }), { missionId: 'mission-1' }, NOW)).toBe(false);
  });

  it('adds a raised alert in its place, and takes a taken one out of the open list', () => {
    const list = [testAlert('older', { raisedAt: '2026-11-26T09:00:00Z' })];
    const raised = testAlert('new', { raisedAt: '2026-11-26T11:55:00Z' });
    const open = upsertAlert(list, raised, { status: 'OPEN' }, NOW);
    expect(ids(open)).toEqual(['new', 'older']);
    const taken = { ...raised, status: 'ACKNOWLEDGED' as const };
    expect(ids(upsertAlert(open, taken, { status: 'OPEN' }, NOW))).toEqual(['older']);
    const all = upsertAlert(open, taken, {}, NOW);
    expect(ids(all)).toEqual(['older', 'new']);
    expect(all[1]?.status).toBe('ACKNOWLEDGED');
  });

  it('keeps the later state when an earlier one arrives late', () => {
    const resolved = testAlert('a', { status: 'RESOLVED', resolvedAt: '2026-11-26T11:59:00Z' });
    const list = upsertAlert([], resolved, {}, NOW);
    expect(upsertAlert(list, testAlert('a', { status: 'ACKNOWLEDGED' }), {}, NOW)).toEqual([resolved]);
  });

  it('counts an alert raised twice once', () => {
    const alert = testAlert('a');
    expect(ids(upsertAlert([alert], alert, { status: 'OPEN' }, NOW))).toEqual(['a']);
  });
});
