import * as MSG from '@secops/domain/messages';
import { cn } from '../../../lib/cn.ts';
import { dayFullLabel, dayNumber, WEEKDAY_SHORT } from '../utils/week-format.ts';
import type { WeekDay } from '../utils/week-layout.ts';

export type BoardMode = 'week' | 'day';

type Props = {
  mode: BoardMode;
  onMode: (mode: BoardMode) => void;
  days: readonly WeekDay[];
  day: string;
  onDay: (date: string) => void;
};

const toggle = (pressed: boolean) =>
  cn(
    'h-9 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600',
    pressed
      ? 'bg-blue-600 text-white'
      : 'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
  );

/** "Semaine" (agents × days) or "Jour" (hours across, for the day chosen among the week's). */
export function BoardModeBar({ mode, onMode, days, day, onDay }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="group" aria-label={MSG.boardModes} className="flex gap-1">
        {(['week', 'day'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => onMode(value)}
            className={toggle(mode === value)}
          >
            {value === 'week' ? MSG.boardWeekMode : MSG.boardDayMode}
          </button>
        ))}
      </div>
      {mode === 'day' && (
        <div role="group" aria-label={MSG.boardDayChoice} className="flex flex-wrap gap-1">
          {days.map((d, index) => (
            <button
              key={d.date}
              type="button"
              aria-pressed={d.date === day}
              onClick={() => onDay(d.date)}
              className={toggle(d.date === day)}
            >
              {`${WEEKDAY_SHORT[index]} ${dayNumber(d.date)}`}
              <span className="sr-only">{`, ${dayFullLabel(d.date)}`}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
