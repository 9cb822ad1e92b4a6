import { useDroppable } from '@dnd-kit/core';
import * as MSG from '@secops/domain/messages';
import { UNAVAILABILITY_REASON_LABELS } from '@secops/domain/unavailability';
import { Plus } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { cellKey, OPEN_ROW, type BoardAbsence, type BoardShift } from '../utils/board-layout.ts';
import { dayFullLabel } from '../utils/week-format.ts';
import { BoardShiftBlock, type KeyMove } from './board-shift-block.tsx';

export type CellActions = {
  hintId: string;
  onAdd: (row: string, date: string) => void;
  onOpen: (shift: BoardShift) => void;
  onKeyMove: (shift: BoardShift, date: string, move: KeyMove) => void;
};

type Props = CellActions & {
  row: string;
  /** The agent's name, for the add button's label. */
  name: string;
  date: string;
  isToday: boolean;
  shifts: readonly BoardShift[];
  absence: BoardAbsence | undefined;
};

/** 'Congés', 'Formation'…; 'Absent' when the reason is not the reader's to know (sickness is health data). */
const absenceLabel = (absence: BoardAbsence) =>
  `${MSG.boardAbsent} · ${absence.reason ? UNAVAILABILITY_REASON_LABELS[absence.reason] : MSG.unavailabilityAbsent}`;

/**
 * One agent's day: their shifts, greyed when they are unavailable, a drop target for a dragged shift. A click on its
 * empty part (or its '+' button, for the keyboard) plans a shift for that agent and day.
 */
export function BoardCell({
  row,
  name,
  date,
  isToday,
  shifts,
  absence,
  hintId,
  onAdd,
  onOpen,
  onKeyMove,
}: Props) {
  const open = row === OPEN_ROW;
  // The open row takes new needs, not drops: a shift is not emptied by dragging it there.
  const { setNodeRef, isOver } = useDroppable({ id: cellKey(row, date), disabled: open });
  const addLabel = formatMessage(MSG.boardAddShift, { name, date: dayFullLabel(date) });

  return (
    <div
      ref={setNodeRef}
      role="cell"
      onClick={(event) => {
        if (event.target === event.currentTarget) onAdd(row, date);
      }}
      className={cn(
        'group relative cursor-copy space-y-1 border-r border-b border-slate-200 p-1 pb-7',
        isToday && 'bg-blue-50/40',
        absence && 'bg-[repeating-linear-gradient(135deg,#f1f5f9_0,#f1f5f9_6px,#e2e8f0_6px,#e2e8f0_8px)]',
        isOver && 'bg-blue-100 ring-2 ring-blue-500 ring-inset',
      )}
    >
      {absence && (
        <p className="rounded bg-white/90 px-1 text-[11px] font-medium text-slate-700">
          {absenceLabel(absence)}
        </p>
      )}
      {shifts.map((shift) => (
        <BoardShiftBlock
          key={shift.id}
          shift={shift}
          date={date}
          hintId={hintId}
          onOpen={onOpen}
          onKeyMove={onKeyMove}
        />
      ))}
      <button
        type="button"
        aria-label={addLabel}
        title={addLabel}
        onClick={() => onAdd(row, date)}
        className="absolute right-1 bottom-1 grid size-6 place-items-center rounded text-slate-600 opacity-0 transition-opacity group-hover:opacity-100 hover:bg-slate-200 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
