import { haversineKm } from '@secops/domain/geo';
import * as MSG from '@secops/domain/messages';
import { parisWeek } from '@secops/domain/planning';
import {
  compareSuggestions,
  round1,
  scoreSuggestion,
  suggestionScore,
  type SuggestionFactors,
  USEFUL_SPECIALTIES,
} from '@secops/domain/planning-suggestions';
import type { AgentSuggestion, SuggestAgents } from '@secops/domain/planning.schemas';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findCandidates, findMissionPlace } from './suggestions.repository.ts';

/**
 * Ranks every active agent for a mission window: one query scores them all in the database and returns those who can
 * reach the first `limit` places, with their coordinates, minutes busy in the window, minutes planned in the Paris
 * week of the window's start and certifications; the domain's pure score ranks these in memory, and the reasons are
 * written for the suggestions returned only.
 */
export async function suggestAgents(db: Db, input: SuggestAgents): Promise<AgentSuggestion[]> {
  const mission = await findMissionPlace(db, input.missionId);
  if (!mission) throw notFound(MSG.missionNotFound);
  const window = { startAt: new Date(input.startAt), endAt: new Date(input.endAt) };
  const week = parisWeek(window.startAt);
  const place = mission.lat !== null && mission.lng !== null ? { lat: mission.lat, lng: mission.lng } : null;
  const candidates = await findCandidates(db, {
    window,
    week: { startAt: week.start, endAt: week.end },
    place,
    usefulSpecialties: USEFUL_SPECIALTIES[mission.type],
    limit: input.limit,
  });
  const windowMinutes = (window.endAt.getTime() - window.startAt.getTime()) / 60_000;

  const ranked = candidates.map((agent) => {
    const home = agent.lat !== null && agent.lng !== null ? { lat: agent.lat, lng: agent.lng } : null;
    const distanceKm = place && home ? haversineKm(home, place) : null;
    const factors: SuggestionFactors = {
      busyMinutes: agent.busyMinutes,
      windowMinutes,
      distanceKm,
      weekHours: agent.plannedMinutes / 60,
      missionType: mission.type,
      specialties: agent.specialties,
      validCertifications: agent.validCertifications,
      expiredCertifications: agent.expiredCertifications.sort(),
    };
    const distance = distanceKm === null ? null : round1(distanceKm);
    return { agent, factors, distance, score: suggestionScore(factors).score };
  });

  return ranked
    .sort(compareSuggestions)
    .slice(0, input.limit)
    .map(({ agent: c, factors, distance }) => ({
      agentId: c.id,
      agent: {
        id: c.id,
        firstName: c.firstName,
        lastName: c.lastName,
        matricule: c.matricule,
        photo: c.photo,
        specialties: c.specialties,
      },
      ...scoreSuggestion(factors),
      distance,
      workloadHours: round1(factors.weekHours),
    }));
}
