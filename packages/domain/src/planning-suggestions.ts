import { z } from 'zod';
import * as MSG from './messages.ts';
import type { MissionType } from './missions.ts';
import { specialtyLabel, type DefaultSpecialty } from './specialties.ts';

export const AVAILABILITIES = ['available', 'partially_available', 'busy'] as const;
export const AvailabilitySchema = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof AvailabilitySchema>;

export const SUGGESTION_MAX_SCORE = 200;
export const SUGGESTION_DEFAULT_LIMIT = 5;
export const SUGGESTION_MAX_LIMIT = 50;
/** "Recommandé" goes to suggestions within this many points of the top score. */
export const RECOMMENDED_MARGIN = 5;

/**
 * The four parts of the score; they add up to 200.
 * - availability: available 80, partially available 40, busy 0 over the requested window;
 * - distance: 50 at the mission place, minus 1 point per km, 0 from 50 km; 25 when either address has no coordinates;
 * - workload: 40 with nothing planned that Paris week, minus 40/48 per hour planned, 0 from 48 h (the legal weekly maximum);
 * - fit (at most 30, never below 0): 10 per specialty useful to the mission type (at most 20), 10 with at least one
 *   valid certification, minus 10 per certification expired at the start of the window.
 */
export const SUGGESTION_WEIGHTS = {
  availability: { available: 80, partially_available: 40, busy: 0 },
  distance: { max: 50, unknown: 25, zeroAtKm: 50 },
  workload: { max: 40, zeroAtHours: 48 },
  fit: { max: 30, perSpecialty: 10, specialtiesMax: 20, validCertification: 10, perExpiredCertification: 10 },
} as const;

/** The specialties that help on each type of mission; for OTHER every default specialty counts. */
export const USEFUL_SPECIALTIES: Record<MissionType, readonly DefaultSpecialty[]> = {
  VIP_PROTECTION: ['BODYGUARD', 'TEAM_LEADER', 'DRIVER'],
  ESCORT: ['BODYGUARD', 'DRIVER'],
  EVENT: ['OBSERVER', 'TEAM_LEADER', 'BODYGUARD'],
  RESIDENCE: ['OBSERVER', 'TECHNICAL'],
  TRANSPORT: ['DRIVER', 'BODYGUARD'],
  OTHER: ['BODYGUARD', 'DRIVER', 'TEAM_LEADER', 'OBSERVER', 'TECHNICAL'],
};

export type SuggestionFactors = {
  /** Minutes of the requested window already covered by the agent's shifts. */
  busyMinutes: number;
  windowMinutes: number;
  /** Kilometres from the agent's address to the mission, null when unknown. */
  distanceKm: number | null;
  /** Hours of shifts already planned in the Paris week of the window. */
  weekHours: number;
  missionType: MissionType;
  specialties: readonly string[];
  validCertifications: number;
  /** Types of the certifications expired at the start of the window. */
  expiredCertifications: readonly string[];
};

export type ScoredSuggestion = { score: number; availability: Availability; reasons: string[] };

/** Available when nothing overlaps the window, busy when shifts cover all of it, partially available otherwise. */
export function availabilityOf(busyMinutes: number, windowMinutes: number): Availability {
  if (busyMinutes <= 0) return 'available';
  return busyMinutes >= windowMinutes ? 'busy' : 'partially_available';
}

const decimal = (n: number) => n.toFixed(1).replace('.', ',');
const hoursText = (h: number) => (Number.isInteger(round1(h)) ? String(round1(h)) : decimal(h));
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export const round1 = (n: number): number => Math.round(n * 10) / 10;

const usefulSpecialties = (f: SuggestionFactors) =>
  f.specialties.filter((s) => (USEFUL_SPECIALTIES[f.missionType] as readonly string[]).includes(s));

/** The score alone (0 to 200, whole points) and the availability: cheap enough to rank every agent. */
export function suggestionScore(f: SuggestionFactors): Omit<ScoredSuggestion, 'reasons'> {
  const w = SUGGESTION_WEIGHTS;
  const availability = availabilityOf(f.busyMinutes, f.windowMinutes);
  const distance =
    f.distanceKm === null
      ? w.distance.unknown
      : w.distance.max * Math.max(0, 1 - f.distanceKm / w.distance.zeroAtKm);
  const workload = w.workload.max * Math.max(0, 1 - f.weekHours / w.workload.zeroAtHours);
  const fitRaw =
    Math.min(w.fit.specialtiesMax, usefulSpecialties(f).length * w.fit.perSpecialty) +
    (f.validCertifications > 0 ? w.fit.validCertification : 0) -
    f.expiredCertifications.length * w.fit.perExpiredCertification;
  const fit = Math.min(w.fit.max, Math.max(0, fitRaw));
  const total = w.availability[availability] + distance + workload + fit;
  return { score: Math.round(Math.min(SUGGESTION_MAX_SCORE, Math.max(0, total))), availability };
}

const AVAILABILITY_REASONS: Record<Availability, string> = {
  available: MSG.suggestionAvailable,
  partially_available: MSG.suggestionPartiallyAvailable,
  busy: MSG.suggestionBusy,
};

/** Scores one agent for a window and says why, in short French phrases (one per factor, one per expired certification). */
export function scoreSuggestion(f: SuggestionFactors): ScoredSuggestion {
  const { score, availability } = suggestionScore(f);
  const reasons = [
    AVAILABILITY_REASONS[availability],
    f.distanceKm === null
      ? MSG.suggestionDistanceUnknown
      : fill(MSG.suggestionDistance, { km: decimal(f.distanceKm) }),
    fill(MSG.suggestionWorkload, { hours: hoursText(f.weekHours) }),
  ];
  const useful = usefulSpecialties(f);
  if (useful.length > 0)
    reasons.push(fill(MSG.suggestionSpecialties, { list: useful.map(specialtyLabel).join(', ') }));
  if (f.validCertifications > 0) reasons.push(MSG.suggestionCertificationsValid);
  for (const type of f.expiredCertifications)
    reasons.push(fill(MSG.suggestionCertificationExpired, { type }));
  return { score, availability, reasons };
}

/** Stars shown for a score: round(score / 200 × 5). */
export const stars = (score: number): number => Math.round((score / SUGGESTION_MAX_SCORE) * 5);

/** A suggestion is "Recommandé" when its score is within 5 points of the top score. */
export const isRecommended = (score: number, top: number): boolean => top - score <= RECOMMENDED_MARGIN;

type Rankable = { score: number; distance: number | null; agent: { lastName: string; firstName: string } };

const byName = new Intl.Collator('fr', { sensitivity: 'base' });

/** Suggestion order: score descending, then distance ascending (unknown last), then last and first name. */
export function compareSuggestions(a: Rankable, b: Rankable): number {
  if (a.score !== b.score) return b.score - a.score;
  const da = a.distance ?? Infinity;
  const db = b.distance ?? Infinity;
  if (da !== db) return da - db;
  return (
    byName.compare(a.agent.lastName, b.agent.lastName) || byName.compare(a.agent.firstName, b.agent.firstName)
  );
}
