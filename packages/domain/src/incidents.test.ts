import { describe, expect, it } from 'vitest';
import { canMoveIncident, INCIDENT_STATUSES, nextIncidentStatuses, severityBadge } from './incidents.ts';

describe('nextIncidentStatuses', () => {
  it('moves an incident forward one step at a time', () => {
    expect(nextIncidentStatuses('OPEN')).toEqual(['IN_PROGRESS']);
    expect(nextIncidentStatuses('IN_PROGRESS')).toEqual(['RESOLVED']);
    expect(nextIncidentStatuses('RESOLVED')).toEqual(['CLOSED', 'IN_PROGRESS']);
  });

  it('offers nothing once the incident is closed', () => {
    expect(nextIncidentStatuses('CLOSED')).toEqual([]);
  });

  it('lets a resolved incident be reopened as in progress, but nothing else go backwards', () => {
    expect(canMoveIncident('RESOLVED', 'IN_PROGRESS')).toBe(true);
    expect(canMoveIncident('IN_PROGRESS', 'OPEN')).toBe(false);
    expect(canMoveIncident('CLOSED', 'RESOLVED')).toBe(false);
  });

  it('refuses skipping a step and staying on the same status', () => {
    expect(canMoveIncident('OPEN', 'RESOLVED')).toBe(false);
    expect(canMoveIncident('OPEN', 'CLOSED')).toBe(false);
    for (const status of INCIDENT_STATUSES) expect(canMoveIncident(status, status)).toBe(false);
  });

  it('hands out a copy the caller may change freely', () => {
    nextIncidentStatuses('OPEN').push('CLOSED');
    expect(nextIncidentStatuses('OPEN')).toEqual(['IN_PROGRESS']);
  });
});

describe('severityBadge', () => {
  it('colours 4 and 5 red, 3 orange, 2 yellow and 1 blue', () => {
    expect([5, 4, 3, 2, 1].map((s) => severityBadge(s).colour)).toEqual([
      'red',
      'red',
      'orange',
      'yellow',
      'blue',
    ]);
  });

  it('labels each level in French', () => {
    expect([1, 2, 3, 4, 5].map((s) => severityBadge(s).label)).toEqual([
      'Mineur',
      'Faible',
      'Moyen',
      'Élevé',
      'Critique',
    ]);
  });

  it('shows an unknown level as its number, blue below 2', () => {
    expect(severityBadge(0)).toEqual({ label: '0', colour: 'blue' });
    expect(severityBadge(7)).toEqual({ label: '7', colour: 'red' });
  });
});
