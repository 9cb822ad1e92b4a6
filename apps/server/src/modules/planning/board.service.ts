import type { Board, BoardQuery } from '@secops/domain/planning-board';
import { parisDays } from '@secops/domain/planning';
import type { Db } from '../../db/client.ts';
import { presentUnavailability, type Reader } from '../unavailability/unavailability.presenter.ts';
import { findApprovedBetween } from '../unavailability/unavailability.repository.ts';
import { findBoardShifts, findMissionsToStaff, findPlannableAgents } from './board.repository.ts';

/**
 * The scheduling board of Paris days `from` to `to`: every plannable agent with the minutes planned for them in the
 * period (shifts cut at its ends), every shift and approved unavailability meeting it, and the missions to staff with
 * their coverage. Four queries, whatever the number of agents.
 */
export async function planningBoard(db: Db, query: BoardQuery, reader: Reader): Promise<Board> {
  const { start, end } = parisDays(query.from, query.to);
  const period = { startAt: start!, endAt: end! };
  const [people, rows, away, toStaff] = await Promise.all([
    findPlannableAgents(db),
    findBoardShifts(db, period),
    findApprovedBetween(db, 'all', period),
    findMissionsToStaff(db, period),
  ]);
  const planned = new Map<string, number>();
  const perMission = new Map<string, { shiftCount: number; openShiftCount: number }>();
  let openShiftCount = 0;
  for (const shift of rows) {
    const counts = perMission.get(shift.missionId) ?? { shiftCount: 0, openShiftCount: 0 };
    counts.shiftCount += 1;
    perMission.set(shift.missionId, counts);
    if (shift.agentId === null) {
      counts.openShiftCount += 1;
      openShiftCount += 1;
      continue;
    }
    const from = Math.max(shift.startAt.getTime(), period.startAt.getTime());
    const to = Math.min(shift.endAt.getTime(), period.endAt.getTime());
    planned.set(shift.agentId, (planned.get(shift.agentId) ?? 0) + (to - from) / 60_000);
  }
  return {
    agents: people.map((agent) => ({ ...agent, plannedMinutes: Math.round(planned.get(agent.id) ?? 0) })),
    shifts: rows.map((shift) => ({
      ...shift,
      startAt: shift.startAt.toISOString(),
      endAt: shift.endAt.toISOString(),
      workingTimeOverride: shift.workingTimeOverride ?? null,
    })),
    unavailabilities: away.map((row) => {
      const { status: _approved, ...shown } = presentUnavailability(row, reader);
      return shown;
    }),
    openShiftCount,
    missions: toStaff.map((mission) => ({
      ...mission,
      ...(perMission.get(mission.id) ?? { shiftCount: 0, openShiftCount: 0 }),
    })),
  };
}
