import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { Board } from '@secops/domain/planning-board';
import * as MSG from '@secops/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert, UsersRound } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage, planningRefusal, type ApiViolation } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { planningBoardQueryOptions, usePlanningBoard } from '../api/get-planning-board.ts';
import { useUpdateShift } from '../api/update-shift.ts';
import {
  filterAgents,
  filterShifts,
  indexAbsences,
  indexShifts,
  movedShift,
  NO_BOARD_FILTERS,
  OPEN_ROW,
  readCellKey,
  type BoardFilters as Filters,
  type BoardShift,
} from '../utils/board-layout.ts';
import { timelineChange, type TimelineEdge } from '../utils/day-timeline.ts';
import { addCalendarDays, type WeekDay } from '../utils/week-layout.ts';
import { WorkingTimeAlert } from './working-time-alert.tsx';
import { BoardFilters, type Choice } from './board-filters.tsx';
import { BoardGrid, type BoardGridHandle } from './board-grid.tsx';
import { BoardShiftModal, type ShiftModalTarget } from './board-shift-modal.tsx';
import type { KeyMove } from './board-shift-block.tsx';
import { CoverageSummary } from './coverage-summary.tsx';
import { BoardModeBar, type BoardMode } from './board-mode-bar.tsx';
import { DayTimeline } from './day-timeline.tsx';

type Move = { shift: BoardShift; from: string; to: { row: string; date: string } };
type Change = { startAt: string; endAt: string; agentId?: string };
type Refused = { shift: BoardShift; change: Change; code: string; violations: ApiViolation[] };

type MissionItem = { id: string; title: string; clientId: string | null; clientName: string | null };

const byLabel = new Intl.Collator('fr');

/** Each mission (or client) once, by name, from the missions to staff and the shifts shown (thousands: read once each). */
function choices(board: Board | undefined, pick: (item: MissionItem) => Choice | null): Choice[] {
  if (!board) return [];
  const missions = new Map<string, MissionItem>(board.missions.map((mission) => [mission.id, mission]));
  for (const s of board.shifts)
    if (!missions.has(s.missionId))
      missions.set(s.missionId, {
        id: s.missionId,
        title: s.missionTitle,
        clientId: s.clientId,
        clientName: s.clientName,
      });
  const byId = new Map<string, Choice>();
  for (const item of missions.values()) {
    const choice = pick(item);
    if (choice) byId.set(choice.id, choice);
  }
  return [...byId.values()].sort((a, b) => byLabel.compare(a.label, b.label));
}

/**
 * "Par agent": the week's shifts by agent and day. Drag a shift (or move it with the arrows) to another day or
 * agent; it moves at once on screen and is saved; a rule it breaks puts it back and says which.
 */
export function PlanningBoard({ days, today }: { days: readonly WeekDay[]; today: string }) {
  const from = days[0]!.date;
  const to = days[days.length - 1]!.date;
  const board = usePlanningBoard(from, to);
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>(NO_BOARD_FILTERS);
  const [modal, setModal] = useState<ShiftModalTarget | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  const [dragged, setDragged] = useState<BoardShift | null>(null);
  const [mode, setMode] = useState<BoardMode>('week');
  const [dayDate, setDayDate] = useState(() => (today >= from && today <= to ? today : from));
  const day = days.find((d) => d.date === dayDate) ?? days[0]!;
  const focusShift = useRef<string | null>(null);
  const gridRef = useRef<BoardGridHandle>(null);
  const hintId = useId();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const data = board.data;
  const shifts = useMemo(() => filterShifts(data?.shifts ?? [], filters), [data, filters]);
  const agents = useMemo(
    () => filterAgents(data?.agents ?? [], data?.shifts ?? [], filters),
    [data, filters],
  );
  const cells = useMemo(() => indexShifts(shifts, days), [shifts, days]);
  const absences = useMemo(() => indexAbsences(data?.unavailabilities ?? [], days), [data, days]);
  const missions = useMemo(() => choices(data, (m) => ({ id: m.id, label: m.title })), [data]);
  const clients = useMemo(
    () => choices(data, (m) => (m.clientId && m.clientName ? { id: m.clientId, label: m.clientName } : null)),
    [data],
  );

  // A shift moved with the keyboard keeps the focus once the board is drawn again around it.
  useEffect(() => {
    const id = focusShift.current;
    const block = id && document.querySelector<HTMLElement>(`[data-shift-id="${CSS.escape(id)}"]`);
    if (!block) return;
    block.focus();
    focusShift.current = null;
  }, [cells]);

  const update = useUpdateShift();
  const key = planningBoardQueryOptions(from, to).queryKey;

  function move({ shift, from: day, to: target }: Move) {
    const change = movedShift(shift, day, target);
    if (change) save(shift, change);
  }

  function onTimelineChange(shift: BoardShift, edge: TimelineEdge, minutes: number, row?: string) {
    const agentId = row && row !== OPEN_ROW ? row : shift.agentId;
    const change = timelineChange(shift, edge, minutes, agentId);
    if (!change) return;
    focusShift.current = shift.id;
    save(shift, change);
  }

  function save(shift: BoardShift, change: Change, acknowledge = false) {
    // Moved on screen at once; the answer confirms it or puts it back.
    queryClient.setQueryData(
      key,
      (current) =>
        current && {
          ...current,
          shifts: current.shifts.map((s) => (s.id === shift.id ? { ...s, ...change } : s)),
        },
    );
    update.mutate(
      {
        id: shift.id,
        missionId: shift.missionId,
        body: { ...change, acknowledgeViolations: acknowledge || undefined },
      },
      {
        onSuccess: () => {
          setRefused(null);
          toast.success(MSG.boardMoved);
        },
        onError: (error) => {
          void queryClient.invalidateQueries({ queryKey: key });
          const refusal = planningRefusal(error);
          if (refusal) setRefused({ shift, change, ...refusal });
          else toast.error(errorMessage(error, MSG.boardMoveError));
        },
      },
    );
  }

  function onDragStart(event: DragStartEvent) {
    setDragged((event.active.data.current as { shift: BoardShift } | undefined)?.shift ?? null);
  }

  function onDragEnd(event: DragEndEvent) {
    setDragged(null);
    const source = event.active.data.current as { shift: BoardShift; date: string } | undefined;
    if (!source || !event.over) return;
    move({ shift: source.shift, from: source.date, to: readCellKey(String(event.over.id)) });
  }

  function onKeyMove(shift: BoardShift, date: string, step: KeyMove) {
    const targetDate = addCalendarDays(date, step.days);
    if (targetDate < from || targetDate > to) return;
    // Rows: the open shifts' row (-1), then the agents shown; down from the open row fills the shift.
    const index = agents.findIndex((agent) => agent.id === shift.agentId);
    const targetIndex = index + step.rows;
    if (targetIndex < -1 || targetIndex >= agents.length || (targetIndex === -1 && step.rows !== 0)) return;
    const row = targetIndex === -1 ? OPEN_ROW : agents[targetIndex]!.id;
    gridRef.current?.scrollToRow(targetIndex);
    focusShift.current = shift.id;
    move({ shift, from: date, to: { row, date: targetDate } });
  }

  if (board.isPending) return <LoadingState />;
  if (board.isError)
    return (
      <EmptyState
        icon={TriangleAlert}
        title={MSG.planningLoadError}
        description={errorMessage(board.error, MSG.networkError)}
        action={<Button onClick={() => void board.refetch()}>{MSG.uiRetry}</Button>}
      />
    );

  const count = agents.length;
  return (
    <div className="space-y-4">
      <CoverageSummary openShiftCount={board.data.openShiftCount} missions={board.data.missions} />
      <BoardFilters value={filters} onChange={setFilters} missions={missions} clients={clients} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {count === 1 ? MSG.boardAgentCountOne : formatMessage(MSG.boardAgentCount, { n: count })}
      </p>
      <BoardModeBar mode={mode} onMode={setMode} days={days} day={day.date} onDay={setDayDate} />
      <p id={hintId} className="sr-only">
        {mode === 'day' ? MSG.boardDayHint : MSG.boardMoveHint}
      </p>
      {count === 0 ? (
        <EmptyState icon={UsersRound} title={MSG.boardNoAgent} description={MSG.boardNoAgentHint} />
      ) : (
        <div aria-busy={board.isPlaceholderData} className={cn(board.isPlaceholderData && 'opacity-60')}>
          {mode === 'day' ? (
            <DayTimeline
              day={day}
              agents={agents}
              shifts={shifts}
              hintId={hintId}
              onOpen={(shift) => setModal({ kind: 'edit', shift })}
              onChange={onTimelineChange}
            />
          ) : (
            <DndContext
              sensors={sensors}
              onDragStart={onDragStart}
              onDragEnd={onDragEnd}
              onDragCancel={() => setDragged(null)}
            >
              <BoardGrid
                handle={gridRef}
                days={days}
                today={today}
                agents={agents}
                cells={cells}
                absences={absences}
                hintId={hintId}
                onAdd={(row, date) =>
                  setModal({ kind: 'create', agentId: row === OPEN_ROW ? '' : row, date })
                }
                onOpen={(shift) => setModal({ kind: 'edit', shift })}
                onKeyMove={onKeyMove}
              />
              <DragOverlay dropAnimation={null}>
                {dragged && (
                  <div className="w-36 rounded-md border border-blue-400 bg-white px-2 py-1 text-xs font-semibold shadow-lg">
                    {dragged.missionTitle}
                  </div>
                )}
              </DragOverlay>
            </DndContext>
          )}
        </div>
      )}
      {modal && (
        <BoardShiftModal
          target={modal}
          agents={board.data.agents}
          missions={missions}
          onClose={() => setModal(null)}
        />
      )}
      {refused && (
        <Modal open onClose={() => setRefused(null)} title={MSG.boardMoveRefused}>
          <WorkingTimeAlert
            title={refused.code === 'UNAVAILABLE' ? MSG.boardUnavailableTitle : undefined}
            violations={refused.violations}
            isPending={update.isPending}
            onOverride={() => save(refused.shift, refused.change, true)}
          />
        </Modal>
      )}
    </div>
  );
}
