import type { AgentSuggestion } from '@secops/domain/planning.schemas';
import { describe, expect, it } from 'vitest';
import { distanceLabel, starsLabel, toSuggestionViews, workloadLabel } from './suggestion-display.ts';

const suggestion = (agentId: string, score: number): AgentSuggestion => ({
  agentId,
  agent: {
    id: agentId,
    firstName: 'Léa',
    lastName: agentId,
    matricule: agentId,
    photo: null,
    specialties: [],
  },
  score,
  availability: 'available',
  distance: 3.2,
  workloadHours: 12,
  reasons: ['Disponible'],
});

describe('suggestion display', () => {
  it('shows round(score / 200 × 5) stars', () => {
    const views = toSuggestionViews([200, 150, 130, 20, 0].map((score) => suggestion(`a${score}`, score)));
    expect(views.map((view) => view.stars)).toEqual([5, 4, 3, 1, 0]);
  });

  it('recommends every suggestion within 5 points of the top score, and only those', () => {
    const views = toSuggestionViews([172, 168, 167, 166].map((score) => suggestion(`a${score}`, score)));
    expect(views.map((view) => view.recommended)).toEqual([true, true, true, false]);
  });

  it('recommends the lone suggestion', () => {
    expect(toSuggestionViews([suggestion('a', 40)])[0]?.recommended).toBe(true);
  });

  it('reads the stars out as "n étoiles sur 5"', () => {
    expect(starsLabel(4)).toBe('4 étoiles sur 5');
    expect(starsLabel(1)).toBe('1 étoile sur 5');
    expect(starsLabel(0)).toBe('0 étoile sur 5');
  });

  it('writes distances and hours the French way', () => {
    expect(distanceLabel(3.2)).toBe('3,2 km');
    expect(distanceLabel(null)).toBe('Distance inconnue');
    expect(workloadLabel(7.5)).toBe('7,5 h cette semaine');
    expect(workloadLabel(12)).toBe('12 h cette semaine');
  });
});
