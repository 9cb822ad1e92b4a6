import {
  DndContext,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import * as MSG from '@secops/domain/messages';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { OPEN_ROW, type BoardAgent, type BoardShift } from '../utils/board-layout.ts';
import { HOUR_WIDTH, shiftsOfDay, snappedMinutes, type TimelineEdge } from '../utils/day-timeline.ts';
import type { WeekDay } from '../utils/week-layout.ts';
import { BAR_HEIGHT, TimelineBar } from './timeline-bar.tsx';

const NAME_WIDTH = '12rem';

type Props = {
  day: WeekDay;
  agents: readonly BoardAgent[];
  shifts: readonly BoardShift[];
  hintId: string;
  onOpen: (shift: BoardShift) => void;
  /** A shift moved `minutes` (all of it or one end), and given to the agent of `row` when another. */
  onChange: (shift: BoardShift, edge: TimelineEdge, minutes: number, row?: string) => void;
};

/** The lanes of a row: a shift goes in the first lane whose last shift has ended before it starts. */
function laneOf(shifts: readonly BoardShift[]): Map<string, number> {
  const ends: number[] = [];
  const lanes = new Map<string, number>();
  for (const shift of shifts) {
    const start = Date.parse(shift.startAt);
    let lane = ends.findIndex((end) => end <= start);
    if (lane === -1) lane = ends.length;
    ends[lane] = Date.parse(shift.endAt);
    lanes.set(shift.id, lane);
  }
  return lanes;
}

/** One agent's line (or the open shifts'): a drop target for a bar dragged from another line. */
function TimelineRow({ row, children }: { row: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `row|${row}`, disabled: row === OPEN_ROW });
  return (
    <div
      ref={setNodeRef}
      role="cell"
      className={cn(
        'relative border-b border-slate-200 bg-[repeating-linear-gradient(90deg,transparent_0,transparent_55px,#e2e8f0_55px,#e2e8f0_56px)]',
        isOver && 'bg-blue-50',
      )}
      style={{ width: 24 * HOUR_WIDTH }}
    >
      {children}
    </div>
  );
}

/**
 * "Jour": hours across (00:00 to 24:00, Paris), agents down. Bars are dragged to another hour or agent, their ends
 * dragged to change the start or the end, snapped to a quarter of an hour.
 */
export function DayTimeline({ day, agents, shifts, hintId, onOpen, onChange }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const ofDay = useMemo(() => shiftsOfDay(shifts, day), [shifts, day]);
  const rows = useMemo(() => {
    const byRow = new Map<string, BoardShift[]>();
    for (const shift of ofDay) {
      const row = shift.agentId ?? OPEN_ROW;
      byRow.set(row, [...(byRow.get(row) ?? []), shift]);
    }
    return [
      { id: OPEN_ROW, name: MSG.boardOpenRow },
      ...agents.map((a) => ({ id: a.id, name: `${a.firstName} ${a.lastName}` })),
    ].map((row) => {
      const list = byRow.get(row.id) ?? [];
      const lanes = laneOf(list);
      const count = list.length === 0 ? 1 : Math.max(...lanes.values()) + 1;
      return { ...row, shifts: list, lanes, height: 16 + count * (BAR_HEIGHT + 4) };
    });
  }, [ofDay, agents]);

  // The virtualiser's answers change on each scroll: this component is left unmemoised, as TanStack Virtual asks.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rows[index]?.height ?? 56,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 6,
  });

  function onDragEnd(event: DragEndEvent) {
    const data = event.active.data.current as { shift: BoardShift; edge: TimelineEdge } | undefined;
    if (!data) return;
    const over = event.over ? String(event.over.id).split('|')[1] : undefined;
    const row = data.edge === 'move' ? over : undefined;
    onChange(data.shift, data.edge, snappedMinutes(event.delta.x), row);
  }

  // dnd-kit adds its announcer next to what it wraps: the context wraps the table, not its rows.
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div
        ref={scrollRef}
        className="max-h-[calc(100dvh-16rem)] min-h-96 overflow-auto rounded-lg border border-slate-200 bg-white"
      >
        <div role="table" aria-label={MSG.boardDayHours} aria-rowcount={rows.length + 1}>
          <div role="rowgroup" className="sticky top-0 z-20 bg-white">
            <div role="row" aria-rowindex={1} className="flex">
              <div
                role="columnheader"
                className="sticky left-0 z-10 shrink-0 border-r border-b border-slate-200 bg-white px-3 py-2 text-xs font-semibold text-slate-600 uppercase"
                style={{ width: NAME_WIDTH }}
              >
                {MSG.boardAgentColumn}
              </div>
              <div
                role="columnheader"
                className="flex border-b border-slate-200"
                style={{ width: 24 * HOUR_WIDTH }}
              >
                {Array.from({ length: 24 }, (_, hour) => (
                  <span
                    key={hour}
                    className="shrink-0 border-r border-slate-200 px-1 py-2 text-xs text-slate-600 tabular-nums"
                    style={{ width: HOUR_WIDTH }}
                  >
                    {`${String(hour).padStart(2, '0')}:00`}
                  </span>
                ))}
              </div>
            </div>
          </div>
          <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className="absolute top-0 left-0 flex"
                  style={{ height: item.size, transform: `translateY(${item.start}px)` }}
                >
                  <div
                    role="rowheader"
                    className={cn(
                      'sticky left-0 z-10 flex shrink-0 items-center truncate border-r border-b border-slate-200 px-3 text-sm font-medium text-slate-900',
                      row.id === OPEN_ROW ? 'bg-amber-50' : 'bg-white',
                    )}
                    style={{ width: NAME_WIDTH }}
                  >
                    {row.name}
                  </div>
                  <TimelineRow row={row.id}>
                    {row.shifts.map((shift) => (
                      <TimelineBar
                        key={shift.id}
                        shift={shift}
                        day={day}
                        lane={row.lanes.get(shift.id) ?? 0}
                        hintId={hintId}
                        onOpen={onOpen}
                        onChange={(s, edge, minutes) => onChange(s, edge, minutes)}
                      />
                    ))}
                  </TimelineRow>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </DndContext>
  );
}
