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
import { checkWorkingTime, WORKING_TIME_HORIZON_MS } from '@secops/domain/working-time';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { workingTimeSettings } from '../settings/working-time-settings.service.ts';
import { findApprovedBetween } from '../unavailability/unavailability.repository.ts';
import { findCandidates, findMissionPlace, findShiftsOfAgents } from './suggestions.repository.ts';

/** Candidates read per suggestion asked: room for those the working-time rules leave out. */
const CANDIDATES_PER_PLACE = 2;

/**
 * Ranks every active agent for a mission window: one query scores them all in the database and returns those who can
 * reach the first `limit` places, with their coordinates, minutes busy in the window, minutes planned in the Paris
 * week of the window's start and certifications; the domain's pure score ranks these in memory, and the reasons are
 * written for the suggestions returned only. An agent free on the window whom the shift would put in breach of the
 * working-time rules, or declared unavailable then, is left out (a POST would be refused); the others say the
 * rules are kept.
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
    limit: input.limit * CANDIDATES_PER_PLACE,
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

  ranked.sort(compareSuggestions);
  const around = {
    startAt: new Date(window.startAt.getTime() - WORKING_TIME_HORIZON_MS),
    endAt: new Date(window.endAt.getTime() + WORKING_TIME_HORIZON_MS),
  };
  const free = ranked.filter((r) => r.agent.busyMinutes === 0).map((r) => r.agent.id);
  const [shiftsOf, rules, away] = await Promise.all([
    findShiftsOfAgents(db, free, around),
    workingTimeSettings(db),
    findApprovedBetween(
      db,
      ranked.map((r) => r.agent.id),
      window,
    ),
  ]);
  const unavailable = new Set(away.map((row) => row.agentId));
  // A busy agent is refused for the overlap already, and said so; the others are checked as a POST would be.
  const keepsRules = (id: string) => checkWorkingTime(shiftsOf.get(id) ?? [], [window], rules).length === 0;

  return ranked
    .filter((r) => !unavailable.has(r.agent.id))
    .filter((r) => r.agent.busyMinutes > 0 || keepsRules(r.agent.id))
    .slice(0, input.limit)
    .map(({ agent: c, factors, distance }) => {
      const scored = scoreSuggestion(factors);
      return {
        agentId: c.id,
        agent: {
          id: c.id,
          firstName: c.firstName,
          lastName: c.lastName,
          matricule: c.matricule,
          photo: c.photo,
          specialties: c.specialties,
        },
        ...scored,
        reasons: c.busyMinutes > 0 ? scored.reasons : [...scored.reasons, MSG.suggestionWorkingTimeKept],
        distance,
        workloadHours: round1(factors.weekHours),
      };
    });
}
