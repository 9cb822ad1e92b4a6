import { useDraggable } from '@dnd-kit/core';
import * as MSG from '@secops/domain/messages';
import { ShieldAlert } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn.ts';
import { formatTimeRange } from '../../../lib/format.ts';
import { BLOCK_HEIGHT, shiftBlockLook, type BoardShift } from '../utils/board-layout.ts';
import { dayFullLabel } from '../utils/week-format.ts';

/** A move asked with the keyboard: a day earlier or later, the agent above or below. */
export type KeyMove = { days: number; rows: number };

const KEY_MOVES: Record<string, KeyMove> = {
  ArrowLeft: { days: -1, rows: 0 },
  ArrowRight: { days: 1, rows: 0 },
  ArrowUp: { days: 0, rows: -1 },
  ArrowDown: { days: 0, rows: 1 },
};

type Props = {
  shift: BoardShift;
  /** The Paris day of the cell it sits in (YYYY-MM-DD). */
  date: string;
  /** The id that describes how to move it with the keyboard. */
  hintId: string;
  onOpen: (shift: BoardShift) => void;
  onKeyMove: (shift: BoardShift, date: string, move: KeyMove) => void;
};

/**
 * A shift on the board: mission colour, start–end ('+1' when it ends the next day), mission and zone. Dragged with
 * the mouse or a finger; with the keyboard, the arrows move it and Enter opens it.
 */
export function BoardShiftBlock({ shift, date, hintId, onOpen, onKeyMove }: Props) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: shift.id,
    data: { shift, date },
  });
  // '22:00–06:00 +1': the range without spaces, and the next day's mark short, to fit a narrow day.
  const time = formatTimeRange(shift.startAt, shift.endAt)
    .replace(' – ', '–')
    .replace(/ \(\+(\d+)\)$/, ' +$1');
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = KEY_MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onKeyMove(shift, date, move);
  }

  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      // dnd-kit describes its own keyboard sensor; the board's keys are its own, told by the hint.
      aria-roledescription={undefined}
      aria-describedby={hintId}
      data-shift-id={shift.id}
      onClick={() => onOpen(shift)}
      onKeyDown={onKeyDown}
      style={{ height: BLOCK_HEIGHT }}
      className={cn(
        'relative block w-full px-1.5 py-1 leading-tight hover:shadow-sm',
        shiftBlockLook(shift.missionId),
        // The block stays in its cell while a copy follows the pointer.
        isDragging && 'cursor-grabbing opacity-40',
      )}
    >
      <span className="flex items-center gap-1 font-semibold whitespace-nowrap tabular-nums">
        {time}
        {shift.workingTimeOverride && (
          <ShieldAlert aria-hidden="true" className="size-3.5 shrink-0 text-amber-700" />
        )}
      </span>
      <span className="block truncate">
        {shift.missionTitle}
        {shift.zone && <span className="text-slate-600"> · {shift.zone}</span>}
      </span>
      {/* The name is what the block shows, then the day and any override, for those who do not see the grid. */}
      <span className="sr-only">
        {`, ${dayFullLabel(date)}`}
        {shift.workingTimeOverride && `, ${MSG.boardOverridden}`}
      </span>
    </button>
  );
}
