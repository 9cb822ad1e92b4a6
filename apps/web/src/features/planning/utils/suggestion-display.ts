import * as MSG from '@secops/domain/messages';
import { isRecommended, stars, type Availability } from '@secops/domain/planning-suggestions';
import type { AgentSuggestion } from '@secops/domain/planning.schemas';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { formatMessage } from '../../../lib/format-message.ts';

/** A suggestion as the panel draws it: its stars out of 5 and whether it is "Recommandé". */
export type SuggestionView = AgentSuggestion & { stars: number; recommended: boolean };

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  available: MSG.suggestionAvailable,
  partially_available: MSG.suggestionPartiallyAvailable,
  busy: MSG.suggestionAvailabilityBusy,
};

export const AVAILABILITY_TONES: Record<Availability, BadgeTone> = {
  available: 'green',
  partially_available: 'yellow',
  busy: 'red',
};

/** Stars are round(score / 200 × 5); "Recommandé" goes to every suggestion within 5 points of the top score. */
export function toSuggestionViews(suggestions: readonly AgentSuggestion[]): SuggestionView[] {
  const top = Math.max(...suggestions.map((suggestion) => suggestion.score));
  return suggestions.map((suggestion) => ({
    ...suggestion,
    stars: stars(suggestion.score),
    recommended: isRecommended(suggestion.score, top),
  }));
}

/** What a screen reader says for the stars: "4 étoiles sur 5", "1 étoile sur 5". */
export const starsLabel = (count: number): string =>
  formatMessage(count > 1 ? MSG.suggestionStars : MSG.suggestionStar, { n: count });

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** "3,2 km", or "Distance inconnue" when either address has no coordinates. */
export const distanceLabel = (distance: number | null): string =>
  distance === null
    ? MSG.suggestionDistanceUnknown
    : formatMessage(MSG.suggestionDistanceKm, { km: decimal.format(distance) });

/** "12 h cette semaine", "7,5 h cette semaine". */
export const workloadLabel = (hours: number): string =>
  formatMessage(MSG.suggestionWorkloadHours, { hours: decimal.format(hours) });

/**
 * The reasons worth reading on a card: the server's first three restate the availability, distance and hours that
 * the card already shows as figures, so only the others (specialties, certifications) are listed.
 */
export const extraReasons = (reasons: readonly string[]): string[] => reasons.slice(3);
