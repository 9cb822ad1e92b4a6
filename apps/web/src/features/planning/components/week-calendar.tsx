import * as MSG from '@secops/domain/messages';
import { cn } from '../../../lib/cn.ts';
import type { WeekDay } from '../utils/week-layout.ts';
import { dayFullLabel, dayNumber, WEEKDAY_SHORT } from '../utils/week-format.ts';
import { CalendarMission, type CalendarMissionItem, type MissionCoverage } from './calendar-mission.tsx';

type WeekCalendarProps = {
  days: { day: WeekDay; items: CalendarMissionItem[] }[];
  today: string;
  /** The week's coverage of each confirmed or active mission (from the board). */
  coverage?: ReadonlyMap<string, MissionCoverage>;
};

/**
 * Monday to Sunday: seven columns on a wide screen, a list of days on a phone. Each mission shows on every day
 * it overlaps; today is highlighted.
 */
export function WeekCalendar({ days, today, coverage }: WeekCalendarProps) {
  return (
    <ol aria-label={MSG.planningWeekDays} className="grid gap-3 lg:grid-cols-7 lg:gap-2">
      {days.map(({ day, items }, index) => {
        const isToday = day.date === today;
        return (
          <li
            key={day.date}
            aria-current={isToday ? 'date' : undefined}
            className={cn(
              'flex min-w-0 flex-col rounded-xl border bg-slate-50 lg:min-h-48',
              isToday ? 'border-blue-400 ring-1 ring-blue-400' : 'border-slate-200',
            )}
          >
            <h3
              className={cn(
                'flex items-baseline gap-1.5 rounded-t-xl border-b px-3 py-2 text-sm font-semibold lg:px-2',
                isToday
                  ? 'border-blue-200 bg-blue-600 text-white'
                  : 'border-slate-200 bg-white text-slate-700',
              )}
            >
              <span aria-hidden="true">{WEEKDAY_SHORT[index]}</span>
              <span aria-hidden="true" className="text-base">
                {dayNumber(day.date)}
              </span>
              <span className="sr-only">{dayFullLabel(day.date)}</span>
              {isToday && <span className="ml-auto text-xs font-medium lg:sr-only">{MSG.planningToday}</span>}
            </h3>
            {items.length === 0 ? (
              <p className="px-3 py-3 text-xs text-slate-500 lg:px-2">{MSG.planningDayEmpty}</p>
            ) : (
              <ul className="space-y-2 p-2 lg:p-1.5">
                {items.map((mission) => (
                  <li key={mission.id}>
                    <CalendarMission mission={mission} day={day} coverage={coverage?.get(mission.id)} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
