// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import type { AgentSuggestion } from '@secops/domain/planning.schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSuggestionViews } from '../utils/suggestion-display.ts';
import { SuggestionPanel } from './suggestion-panel.tsx';

const suggestion = (
  lastName: string,
  score: number,
  extra: Partial<AgentSuggestion> = {},
): AgentSuggestion => ({
  agentId: `id-${lastName}`,
  agent: {
    id: `id-${lastName}`,
    firstName: 'Léa',
    lastName,
    matricule: `M-${lastName}`,
    photo: null,
    specialties: [],
  },
  score,
  availability: 'available',
  distance: 3.2,
  workloadHours: 12,
  reasons: ['Disponible', 'À 3,2 km', '12 h planifiées cette semaine', 'Certification expirée : SST'],
  ...extra,
});

function setup(list: AgentSuggestion[]) {
  const onChoose = vi.fn();
  const onClose = vi.fn();
  render(<SuggestionPanel suggestions={toSuggestionViews(list)} onChoose={onChoose} onClose={onClose} />);
  return { onChoose, onClose, user: userEvent.setup() };
}

describe('suggestion panel', () => {
  afterEach(cleanup);

  it('shows stars, score, availability, distance, hours and the other reasons of each agent, each fact once', () => {
    setup([suggestion('Martin', 150), suggestion('Durand', 60, { availability: 'busy', distance: null })]);
    const martin = screen.getByRole('article', { name: 'Léa Martin' });
    expect(within(martin).getByRole('img', { name: '4 étoiles sur 5' })).toBeTruthy();
    expect(within(martin).getByText('Score 150/200')).toBeTruthy();
    expect(within(martin).getByText('3,2 km')).toBeTruthy();
    expect(within(martin).getByText('12 h cette semaine')).toBeTruthy();
    // Availability, distance and hours are shown once, as figures; only the other reasons are listed.
    expect(within(martin).queryByText('À 3,2 km')).toBeNull();
    expect(within(martin).getAllByText('Disponible')).toHaveLength(1);
    expect(within(martin).getByText('Certification expirée : SST')).toBeTruthy();
    const durand = screen.getByRole('article', { name: 'Léa Durand' });
    expect(within(durand).getByRole('img', { name: '2 étoiles sur 5' })).toBeTruthy();
    expect(within(durand).getByText('Occupé')).toBeTruthy();
    expect(within(durand).getByText('Distance inconnue')).toBeTruthy();
  });

  it('marks "Recommandé" only the agents within 5 points of the best', () => {
    setup([suggestion('Martin', 150), suggestion('Petit', 146), suggestion('Durand', 120)]);
    const badge = (name: string) =>
      within(screen.getByRole('article', { name })).queryByText(MSG.suggestionRecommended);
    expect(badge('Léa Martin')).toBeTruthy();
    expect(badge('Léa Petit')).toBeTruthy();
    expect(badge('Léa Durand')).toBeNull();
  });

  it('hands back the chosen agent', async () => {
    const { user, onChoose } = setup([suggestion('Martin', 150)]);
    await user.click(screen.getByRole('button', { name: 'Choisir Léa Martin' }));
    expect(onChoose).toHaveBeenCalledWith('id-Martin');
  });

  it('says so when no agent can be suggested', () => {
    setup([]);
    expect(screen.getByText(MSG.suggestionsNone)).toBeTruthy();
  });
});
