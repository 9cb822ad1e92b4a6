import { useDndMonitor, useDraggable } from '@dnd-kit/core';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn.ts';
import { formatTimeRange } from '../../../lib/format.ts';
import { shiftBlockLook, type BoardShift } from '../utils/board-layout.ts';
import { barGeometry, SNAP_MINUTES, type TimelineEdge } from '../utils/day-timeline.ts';
import type { WeekDay } from '../utils/week-layout.ts';

export const BAR_HEIGHT = 36;

type Props = {
  shift: BoardShift;
  day: WeekDay;
  /** Its lane in the row (shifts of the open row may share a slot). */
  lane: number;
  hintId: string;
  onOpen: (shift: BoardShift) => void;
  onChange: (shift: BoardShift, edge: TimelineEdge, minutes: number) => void;
};

/** Which end of this shift's bar is being dragged, and how far (pixels), while it is. */
function useResizeDrag(shiftId: string): { active: 'start' | 'end' | null; delta: number } {
  const [drag, setDrag] = useState<{ active: 'start' | 'end' | null; delta: number }>({
    active: null,
    delta: 0,
  });
  const edgeOf = (id: string | number) => {
    const [edge, of] = String(id).split('|');
    return of === shiftId && (edge === 'start' || edge === 'end') ? edge : null;
  };
  useDndMonitor({
    onDragMove: ({ active, delta }) => {
      const edge = edgeOf(active.id);
      if (edge) setDrag({ active: edge, delta: delta.x });
    },
    onDragEnd: () => setDrag({ active: null, delta: 0 }),
    onDragCancel: () => setDrag({ active: null, delta: 0 }),
  });
  return drag;
}

/** An end of the bar, dragged to change the start or the end alone (the keyboard uses Shift with the arrows). */
function Handle({ shift, edge }: { shift: BoardShift; edge: 'start' | 'end' }) {
  const { setNodeRef, listeners } = useDraggable({ id: `${edge}|${shift.id}`, data: { shift, edge } });
  return (
    <span
      ref={setNodeRef}
      {...listeners}
      aria-hidden="true"
      data-edge={edge}
      className={cn(
        'absolute inset-y-0 z-10 w-2 cursor-ew-resize touch-none hover:bg-slate-900/20',
        edge === 'start' ? 'left-0' : 'right-0',
      )}
    />
  );
}

/**
 * A shift on the day's line: dragged to move it (to another hour or agent), its ends dragged to change its start or
 * end. With the keyboard: the arrows move it a quarter of an hour, Shift with the arrows moves its end, Enter opens it.
 */
export function TimelineBar({ shift, day, lane, hintId, onOpen, onChange }: Props) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `move|${shift.id}`,
    data: { shift, edge: 'move' },
  });
  // While an end is dragged the bar follows it; while the bar is dragged it follows the pointer.
  const { active, delta } = useResizeDrag(shift.id);
  const geometry = barGeometry(shift, day);
  const startDx = active === 'start' ? delta : 0;
  const endDx = active === 'end' ? delta : 0;
  const time = formatTimeRange(shift.startAt, shift.endAt);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const minutes = event.key === 'ArrowLeft' ? -SNAP_MINUTES : SNAP_MINUTES;
    onChange(shift, event.shiftKey ? 'end' : 'move', minutes);
  }

  return (
    <div
      className="absolute"
      style={{
        top: 8 + lane * (BAR_HEIGHT + 4),
        left: geometry.left + startDx,
        width: Math.max(8, geometry.width - startDx + endDx),
        height: BAR_HEIGHT,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 30 : undefined,
      }}
    >
      <button
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-roledescription={undefined}
        aria-describedby={hintId}
        data-shift-id={shift.id}
        onClick={() => onOpen(shift)}
        onKeyDown={onKeyDown}
        className={cn(
          'flex size-full items-center gap-1.5 px-2 whitespace-nowrap',
          shiftBlockLook(shift.missionId),
          geometry.before && 'rounded-l-none',
          geometry.after && 'rounded-r-none',
          isDragging && 'cursor-grabbing shadow-lg',
        )}
      >
        <span className="font-semibold tabular-nums">{time}</span>
        <span className="truncate">{shift.missionTitle}</span>
        {shift.zone && <span className="text-slate-600">· {shift.zone}</span>}
      </button>
      <Handle shift={shift} edge="start" />
      <Handle shift={shift} edge="end" />
    </div>
  );
}
