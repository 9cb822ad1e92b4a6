import { describe, expect, it } from 'vitest';
import * as MSG from './messages.ts';
import {
  compareSuggestions,
  isRecommended,
  scoreSuggestion,
  stars,
  suggestionScore,
  type SuggestionFactors,
} from './planning-suggestions.ts';

/** An ideal candidate: free, at the mission place, nothing planned, two useful specialties, certified. */
const ideal: SuggestionFactors = {
  busyMinutes: 0,
  windowMinutes: 480,
  distanceKm: 0,
  weekHours: 0,
  missionType: 'VIP_PROTECTION',
  specialties: ['BODYGUARD', 'DRIVER'],
  validCertifications: 1,
  expiredCertifications: [],
};
const score = (changes: Partial<SuggestionFactors>) => scoreSuggestion({ ...ideal, ...changes });

describe('scoreSuggestion', () => {
  it('gives 200 to the ideal candidate and says why', () => {
    expect(score({})).toEqual({
      score: 200,
      availability: 'available',
      reasons: [
        'Disponible',
        'À 0,0 km',
        '0 h planifiées cette semaine',
        'Spécialités utiles : Garde du corps, Chauffeur',
        MSG.suggestionCertificationsValid,
      ],
    });
  });

  it('weighs availability 80: available, partially available 40, busy 0', () => {
    expect(score({ busyMinutes: 120 })).toMatchObject({ score: 160, availability: 'partially_available' });
    expect(score({ busyMinutes: 480 })).toMatchObject({ score: 120, availability: 'busy' });
    expect(score({ busyMinutes: 480 }).reasons[0]).toBe(MSG.suggestionBusy);
  });

  it('takes 1 point per km up to 50 km, and gives half marks when the distance is unknown', () => {
    expect(score({ distanceKm: 3.2 })).toMatchObject({ score: 197 });
    expect(score({ distanceKm: 3.2 }).reasons).toContain('À 3,2 km');
    expect(score({ distanceKm: 120 }).score).toBe(150);
    expect(score({ distanceKm: null })).toMatchObject({ score: 175 });
    expect(score({ distanceKm: null }).reasons).toContain(MSG.suggestionDistanceUnknown);
  });

  it('lowers the workload part with the hours already planned that week, to 0 at 48 h', () => {
    expect(score({ weekHours: 12 })).toMatchObject({ score: 190 });
    expect(score({ weekHours: 12 }).reasons).toContain('12 h planifiées cette semaine');
    expect(score({ weekHours: 7.5 }).reasons).toContain('7,5 h planifiées cette semaine');
    expect(score({ weekHours: 60 }).score).toBe(160);
  });

  it('counts only the specialties useful to the mission type', () => {
    expect(score({ specialties: ['TECHNICAL'] }).score).toBe(180);
    expect(score({ specialties: ['BODYGUARD'] }).score).toBe(190);
    expect(score({ missionType: 'RESIDENCE' }).score).toBe(180);
  });

  it('takes 10 points per expired certification and names each one', () => {
    const result = score({ validCertifications: 0, expiredCertifications: ['CQP APS', 'SST'] });
    expect(result.score).toBe(170);
    expect(result.reasons).toEqual(
      expect.arrayContaining(['Certification expirée : CQP APS', 'Certification expirée : SST']),
    );
    expect(result.reasons).not.toContain(MSG.suggestionCertificationsValid);
    expect(score({ specialties: [], validCertifications: 0, expiredCertifications: ['SST'] }).score).toBe(
      170,
    );
  });

  it('stays within 0 and 200', () => {
    const worst = score({
      busyMinutes: 480,
      distanceKm: 900,
      weekHours: 70,
      specialties: [],
      validCertifications: 0,
      expiredCertifications: ['A', 'B', 'C'],
    });
    expect(worst.score).toBe(0);
  });
});

describe('suggestionScore', () => {
  it('ranks with the same score and availability as the full answer, without writing the reasons', () => {
    const factors = {
      ...ideal,
      busyMinutes: 60,
      distanceKm: 12.3,
      weekHours: 20,
      expiredCertifications: ['SST'],
    };
    const { reasons: _reasons, ...expected } = scoreSuggestion(factors);
    expect(suggestionScore(factors)).toEqual(expected);
  });
});

describe('suggestion display', () => {
  it('shows round(score / 200 × 5) stars', () => {
    expect([0, 19, 20, 100, 179, 180, 200].map(stars)).toEqual([0, 0, 1, 3, 4, 5, 5]);
  });

  it('recommends the scores within 5 of the top', () => {
    expect(isRecommended(190, 190)).toBe(true);
    expect(isRecommended(185, 190)).toBe(true);
    expect(isRecommended(184, 190)).toBe(false);
  });
});

describe('compareSuggestions', () => {
  const s = (score: number, distance: number | null, lastName: string, firstName = 'Marie') => ({
    score,
    distance,
    agent: { lastName, firstName },
  });

  it('orders by score, then distance (unknown last), then last and first name', () => {
    const ranked = [
      s(150, 2, 'Zola'),
      s(180, null, 'Bernard'),
      s(150, null, 'Arnaud'),
      s(150, 2, 'Émond'),
      s(150, 2, 'Émond', 'Alain'),
      s(150, 1, 'Petit'),
    ].sort(compareSuggestions);
    expect(ranked.map((r) => `${r.score} ${r.agent.lastName} ${r.agent.firstName}`)).toEqual([
      '180 Bernard Marie',
      '150 Petit Marie',
      '150 Émond Alain',
      '150 Émond Marie',
      '150 Zola Marie',
      '150 Arnaud Marie',
    ]);
  });
});
