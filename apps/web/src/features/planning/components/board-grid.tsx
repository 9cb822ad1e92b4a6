import { GRADE_LABELS } from '@secops/domain/grades';
import * as MSG from '@secops/domain/messages';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { cn } from '../../../lib/cn.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import {
  busiestCell,
  cellKey,
  hoursLabel,
  OPEN_ROW,
  rowHeight,
  type BoardAbsence,
  type BoardAgent,
  type BoardShift,
} from '../utils/board-layout.ts';
import { dayFullLabel, dayNumber, WEEKDAY_SHORT } from '../utils/week-format.ts';
import type { WeekDay } from '../utils/week-layout.ts';
import { BoardCell, type CellActions } from './board-cell.tsx';

/** Agent column, then seven days: wide enough for a block's times and title. */
const COLUMNS = '12rem repeat(7, minmax(7.25rem, 1fr))';
const MIN_WIDTH = '62.75rem';

export type BoardGridHandle = { scrollToRow: (index: number) => void };

type Props = CellActions & {
  days: readonly WeekDay[];
  today: string;
  agents: readonly BoardAgent[];
  cells: Map<string, BoardShift[]>;
  absences: Map<string, BoardAbsence>;
  handle?: Ref<BoardGridHandle>;
};

/** Planned over contract hours for the week ('32 h / 35 h'), read out in full. */
function AgentHours({ agent }: { agent: BoardAgent }) {
  const planned = hoursLabel(agent.plannedMinutes);
  const contract = agent.weeklyContractHours === null ? null : hoursLabel(agent.weeklyContractHours * 60);
  const over = contract !== null && agent.plannedMinutes > (agent.weeklyContractHours ?? 0) * 60;
  const spoken = contract
    ? formatMessage(MSG.boardHours, { planned, contract })
    : formatMessage(MSG.boardHoursNoContract, { planned });
  return (
    <span className={cn('text-xs tabular-nums', over ? 'font-semibold text-amber-800' : 'text-slate-600')}>
      <span aria-hidden="true">{contract ? `${planned} / ${contract}` : planned}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

/**
 * The agent × day board: a header of days, the open shifts' row, then one row per agent. Rows are virtualised (only
 * those in view are drawn), each as tall as its busiest day; the header and the agent column stay in place.
 */
export function BoardGrid({ days, today, agents, cells, absences, handle, ...actions }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => [OPEN_ROW, ...agents.map((agent) => agent.id)], [agents]);
  const heights = useMemo(
    () => rows.map((row) => rowHeight(busiestCell(row, days, cells))),
    [rows, days, cells],
  );
  // The virtualiser's answers change on each scroll: this component is left unmemoised, as TanStack Virtual asks.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => heights[index] ?? 72,
    getItemKey: (index) => rows[index] ?? index,
    overscan: 6,
  });
  useImperativeHandle(handle, () => ({ scrollToRow: (index) => virtualizer.scrollToIndex(index + 1) }), [
    virtualizer,
  ]);

  return (
    <div
      ref={scrollRef}
      className="max-h-[calc(100dvh-16rem)] min-h-96 overflow-auto rounded-lg border border-slate-200 bg-white"
    >
      <div
        role="table"
        aria-label={MSG.boardTable}
        aria-rowcount={rows.length + 1}
        style={{ minWidth: MIN_WIDTH }}
      >
        <div role="rowgroup" className="sticky top-0 z-20 bg-white shadow-[0_1px_0_var(--color-slate-200)]">
          <div role="row" aria-rowindex={1} className="grid" style={{ gridTemplateColumns: COLUMNS }}>
            <div
              role="columnheader"
              className="sticky left-0 z-10 border-r border-slate-200 bg-white px-3 py-2 text-left text-xs font-semibold text-slate-600 uppercase"
            >
              {MSG.boardAgentColumn}
            </div>
            {days.map((day, index) => (
              <div
                key={day.date}
                role="columnheader"
                aria-label={dayFullLabel(day.date)}
                className={cn(
                  'border-r border-slate-200 px-2 py-2 text-center text-xs font-semibold text-slate-600',
                  day.date === today && 'bg-blue-50 text-blue-800',
                )}
              >
                {WEEKDAY_SHORT[index]} <span className="text-sm text-slate-900">{dayNumber(day.date)}</span>
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            const agent = agents[item.index - 1];
            const name = agent ? `${agent.firstName} ${agent.lastName}` : MSG.boardOpenRow;
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                className="absolute top-0 left-0 grid w-full"
                style={{
                  gridTemplateColumns: COLUMNS,
                  height: item.size,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <div
                  role="rowheader"
                  className={cn(
                    'sticky left-0 z-10 flex flex-col justify-center gap-0.5 border-r border-b border-slate-200 px-3 py-1',
                    agent ? 'bg-white' : 'bg-amber-50',
                  )}
                >
                  <span className="truncate text-sm font-medium text-slate-900">{name}</span>
                  {agent && (
                    <>
                      <span className="truncate text-xs text-slate-600">
                        {agent.matricule}
                        {agent.grade && ` · ${GRADE_LABELS[agent.grade]}`}
                      </span>
                      <AgentHours agent={agent} />
                    </>
                  )}
                </div>
                {days.map((day) => (
                  <BoardCell
                    key={day.date}
                    row={row}
                    name={name}
                    date={day.date}
                    isToday={day.date === today}
                    shifts={cells.get(cellKey(row, day.date)) ?? []}
                    absence={absences.get(cellKey(row, day.date))}
                    {...actions}
                  />
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
