import type { Board } from '@secops/domain/planning-board';
import { moveByParisDays, toParisDate } from '@secops/domain/planning';
import type { WeekDay } from './week-layout.ts';

export type BoardAgent = Board['agents'][number];
export type BoardShift = Board['shifts'][number];
export type BoardMission = Board['missions'][number];
export type BoardAbsence = Board['unavailabilities'][number];

/** The board's filters; an empty text is "all". */
export type BoardFilters = {
  q: string;
  grade: string;
  specialty: string;
  missionId: string;
  clientId: string;
};
export const NO_BOARD_FILTERS: BoardFilters = {
  q: '',
  grade: '',
  specialty: '',
  missionId: '',
  clientId: '',
};

/** The row of the open shifts (nobody on them yet), drawn first. */
export const OPEN_ROW = 'open';

/** The key of one cell: an agent (or the open row) on one Paris day. */
export const cellKey = (row: string, date: string): string => `${row}|${date}`;

export function readCellKey(key: string): { row: string; date: string } {
  const [row = '', date = ''] = key.split('|');
  return { row, date };
}

/** Lower case, without accents: "Zoé" is found by "zoe". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const byMissionOrClient = (filters: BoardFilters) => (shift: BoardShift) =>
  (!filters.missionId || shift.missionId === filters.missionId) &&
  (!filters.clientId || shift.clientId === filters.clientId);

/** The shifts the filters keep: those of the chosen mission and client (the agent filters choose rows). */
export function filterShifts(shifts: readonly BoardShift[], filters: BoardFilters): BoardShift[] {
  return shifts.filter(byMissionOrClient(filters));
}

/**
 * The agents the filters keep: name or matricule holding the search, the grade and specialty chosen; with a mission
 * or client chosen, only those with a shift of it.
 */
export function filterAgents(
  agents: readonly BoardAgent[],
  shifts: readonly BoardShift[],
  filters: BoardFilters,
): BoardAgent[] {
  const words = fold(filters.q).split(/\s+/).filter(Boolean);
  const onIt =
    filters.missionId || filters.clientId
      ? new Set(shifts.filter(byMissionOrClient(filters)).map((shift) => shift.agentId))
      : null;
  return agents.filter((agent) => {
    const text = fold(`${agent.firstName} ${agent.lastName} ${agent.matricule}`);
    return (
      words.every((word) => text.includes(word)) &&
      (!filters.grade || agent.grade === filters.grade) &&
      (!filters.specialty || agent.specialties.includes(filters.specialty)) &&
      (!onIt || onIt.has(agent.id))
    );
  });
}

/**
 * The shifts of each cell: a shift sits on the Paris day it starts (one begun before the first day sits on the
 * first), in start order.
 */
export function indexShifts(
  shifts: readonly BoardShift[],
  days: readonly WeekDay[],
): Map<string, BoardShift[]> {
  const cells = new Map<string, BoardShift[]>();
  const first = days[0]?.date ?? '';
  const timed = shifts.map((shift) => ({ shift, at: Date.parse(shift.startAt) }));
  for (const { shift, at } of timed.sort((a, b) => a.at - b.at)) {
    const start = toParisDate(new Date(at));
    const key = cellKey(shift.agentId ?? OPEN_ROW, start < first ? first : start);
    const list = cells.get(key);
    if (list) list.push(shift);
    else cells.set(key, [shift]);
  }
  return cells;
}

/** The approved unavailability of each cell (an agent's day it meets). */
export function indexAbsences(
  absences: readonly BoardAbsence[],
  days: readonly WeekDay[],
): Map<string, BoardAbsence> {
  const cells = new Map<string, BoardAbsence>();
  for (const absence of absences) {
    const start = Date.parse(absence.startAt);
    const end = Date.parse(absence.endAt);
    for (const day of days) {
      if (start < day.end.getTime() && end > day.start.getTime())
        cells.set(cellKey(absence.agentId, day.date), absence);
    }
  }
  return cells;
}

/** Height of a shift block, in pixels. */
export const BLOCK_HEIGHT = 44;
/**
 * Height of a row holding at most `shiftsInACell` shifts in one day: each block and the gap under it, room for an
 * unavailability line and the cell's '+' button. Known before drawing, so that the rows are virtualised exactly.
 */
export const rowHeight = (shiftsInACell: number, absent = false): number =>
  Math.max(72, 40 + (absent ? 20 : 0) + shiftsInACell * (BLOCK_HEIGHT + 4));

/** The largest number of shifts one cell of the row holds. */
export function busiestCell(row: string, days: readonly WeekDay[], cells: Map<string, BoardShift[]>): number {
  return Math.max(0, ...days.map((day) => cells.get(cellKey(row, day.date))?.length ?? 0));
}

/** Where a shift goes when moved from one cell to another: the same Paris times on the new day, the new agent. */
export function movedShift(
  shift: BoardShift,
  from: string,
  to: { row: string; date: string },
): { startAt: string; endAt: string; agentId?: string } | null {
  const days = Math.round(
    (Date.parse(`${to.date}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000,
  );
  const agentId = to.row === OPEN_ROW ? null : to.row;
  if (days === 0 && agentId === shift.agentId) return null;
  const slot = moveByParisDays({ startAt: new Date(shift.startAt), endAt: new Date(shift.endAt) }, days);
  return {
    startAt: slot.startAt.toISOString(),
    endAt: slot.endAt.toISOString(),
    ...(agentId && agentId !== shift.agentId ? { agentId } : {}),
  };
}

/** Eight mission colours, told apart by the stripe and kept readable (dark text on a light tint). */
const MISSION_COLOURS = [
  'border-l-blue-600 bg-blue-50',
  'border-l-emerald-600 bg-emerald-50',
  'border-l-amber-600 bg-amber-50',
  'border-l-violet-600 bg-violet-50',
  'border-l-rose-600 bg-rose-50',
  'border-l-cyan-600 bg-cyan-50',
  'border-l-lime-700 bg-lime-50',
  'border-l-fuchsia-600 bg-fuchsia-50',
] as const;

/** A mission's colour, the same on every screen and every day: taken from its id. */
export function missionColour(missionId: string): string {
  let hash = 0;
  for (const char of missionId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return MISSION_COLOURS[hash % MISSION_COLOURS.length]!;
}

/** What a shift looks like on the week's grid and on the day's line alike: its mission's colour, a stripe, a grab. */
export const shiftBlockLook = (missionId: string): string =>
  'touch-none overflow-hidden rounded-md border border-l-4 border-slate-200 text-left text-xs text-slate-900 ' +
  'shadow-xs cursor-grab focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 ' +
  missionColour(missionId);

/** Hours as the board reads them: '0 h', '35 h', '37 h 30'. */
export function hoursLabel(minutes: number): string {
  const rounded = Math.round(minutes);
  const h = Math.floor(rounded / 60);
  const m = rounded % 60;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}
