import type { Board, BoardQuery } from '@secops/domain/planning-board';
import { parisDays } from '@secops/domain/planning';
import type { Db } from '../../db/client.ts';
import { presentUnavailability, type Reader } from '../unavailability/unavailability.presenter.ts';
import { findApprovedBetween } from '../unavailability/unavailability.repository.ts';
import { findBoardShifts, findPlannableAgents } from './board.repository.ts';

/**
 * The scheduling board of Paris days `from` to `to`: every plannable agent with the minutes planned for them in the
 * period (shifts cut at its ends), every shift and approved unavailability meeting it. Three queries, whatever the
 * number of agents.
 */
export async function planningBoard(db: Db, query: BoardQuery, reader: Reader): Promise<Board> {
  const { start, end } = parisDays(query.from, query.to);
  const period = { startAt: start!, endAt: end! };
  const [people, rows, away] = await Promise.all([
    findPlannableAgents(db),
    findBoardShifts(db, period),
    findApprovedBetween(db, 'all', period),
  ]);
  const planned = new Map<string, number>();
  for (const shift of rows) {
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
    openShiftCount: 0,
  };
}
