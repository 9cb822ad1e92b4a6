import type { MissionListItem } from '@secops/domain/missions.schemas';
import { describe, expect, it } from 'vitest';
import { filterMissions, isFiltering } from './filter-missions.ts';

const mission = (title: string, status: MissionListItem['status']): MissionListItem => ({
  id: title,
  title,
  type: 'EVENT',
  status,
  startAt: '2026-06-20T17:00:00.000Z',
  endAt: '2026-06-20T23:00:00.000Z',
  locationAddress: null,
  locationLat: null,
  locationLng: null,
  client: null,
  _count: { assignments: 0 },
});

const missions = [
  mission('Gala de la Fondation', 'ACTIVE'),
  mission('Escorte Joaillerie Delacour', 'PREPARATION'),
  mission('Surveillance résidence Les Tilleuls', 'ACTIVE'),
];

describe('missions list filter', () => {
  it('finds a title whatever the case of the search', () => {
    expect(filterMissions(missions, { search: 'GALA', status: '' }).map((m) => m.title)).toEqual([
      'Gala de la Fondation',
    ]);
    expect(filterMissions(missions, { search: 'RÉSIDENCE', status: '' })).toHaveLength(1);
  });

  it('keeps only the chosen status, combined with the search', () => {
    expect(filterMissions(missions, { search: '', status: 'ACTIVE' })).toHaveLength(2);
    expect(filterMissions(missions, { search: 'escorte', status: 'ACTIVE' })).toEqual([]);
  });

  it('shows everything and counts as not filtering when both are empty', () => {
    expect(filterMissions(missions, { search: '  ', status: '' })).toHaveLength(3);
    expect(isFiltering({ search: '  ', status: '' })).toBe(false);
    expect(isFiltering({ search: '', status: 'COMPLETED' })).toBe(true);
  });
});
