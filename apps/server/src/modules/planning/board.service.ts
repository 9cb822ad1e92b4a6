import type { Board, BoardQuery } from '@secops/domain/planning-board';
import { parisDays } from '@secops/domain/planning';
import type { Db } from '../../db/client.ts';
import { jsonWithRaw } from '../../lib/raw-json.ts';
import { presentUnavailability, type Reader } from '../unavailability/unavailability.presenter.ts';
import { findApprovedBetween } from '../unavailability/unavailability.repository.ts';
import { findBoardShiftsJson, findMissionsToStaff, findPlannableAgents } from './board.repository.ts';

/**
 * The scheduling board of Paris days `from` to `to`, as JSON: every plannable agent with the minutes planned for them
 * in the period (shifts cut at its ends), every shift and approved unavailability meeting it, and the missions to
 * staff with their coverage. Four queries, whatever the number of agents; the shifts come written by the database.
 */
export async function planningBoardJson(db: Db, query: BoardQuery, reader: Reader): Promise<string> {
  const { start, end } = parisDays(query.from, query.to);
  const period = { startAt: start!, endAt: end! };
  const [people, { shifts, planned, perMission }, away, toStaff] = await Promise.all([
    findPlannableAgents(db),
    findBoardShiftsJson(db, period),
    findApprovedBetween(db, 'all', period),
    findMissionsToStaff(db, period),
  ]);
  const openShiftCount = Object.values(perMission).reduce((sum, [, open]) => sum + open, 0);
  const board: Omit<Board, 'shifts'> & { shifts: null } = {
    agents: people.map((agent) => ({ ...agent, plannedMinutes: Math.round(planned[agent.id] ?? 0) })),
    shifts: null,
    unavailabilities: away.map((row) => {
      const { status: _approved, ...shown } = presentUnavailability(row, reader);
      return shown;
    }),
    openShiftCount,
    missions: toStaff.map((mission) => {
      const [shiftCount, openCount] = perMission[mission.id] ?? [0, 0];
      return { ...mission, shiftCount, openShiftCount: openCount };
    }),
  };
  return jsonWithRaw(board, { shifts });
}
