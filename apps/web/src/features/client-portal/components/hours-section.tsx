import type { ClientActivity } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDay, formatMinutes, formatShortDay } from '../utils/display.ts';

/** Hours delivered (clocked attendance): the period's total, each day with a bar to compare, and each ISO week. */
export function HoursSection({ hours }: { hours: ClientActivity['hours'] }) {
  const dayHeading = useId();
  const weekHeading = useId();
  const busiest = Math.max(1, ...hours.days.map((day) => day.minutes));
  return (
    <Card title={MSG.portalHoursTitle} aria-label={MSG.portalHoursTitle}>
      <p className="flex items-baseline justify-between gap-3 rounded-lg bg-blue-50 px-4 py-3">
        <span className="text-sm font-medium text-blue-900">{MSG.portalHoursTotal}</span>
        <span className="text-xl font-semibold text-blue-900 tabular-nums">
          {formatMinutes(hours.totalMinutes)}
        </span>
      </p>
      <h3 id={dayHeading} className="mt-5 mb-2 text-sm font-semibold text-slate-900">
        {MSG.portalHoursByDay}
      </h3>
      <ul aria-labelledby={dayHeading} className="space-y-1.5">
        {hours.days.map((day) => (
          <li key={day.date} className="grid grid-cols-[6.5rem_1fr_4rem] items-center gap-3 text-sm">
            <span className="text-slate-700 first-letter:uppercase">{formatShortDay(day.date)}</span>
            <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
              <span
                className="block h-full rounded-full bg-blue-600"
                style={{ width: `${(day.minutes / busiest) * 100}%` }}
              />
            </span>
            <span className="text-right font-medium text-slate-900 tabular-nums">
              {formatMinutes(day.minutes)}
            </span>
          </li>
        ))}
      </ul>
      <h3 id={weekHeading} className="mt-5 mb-2 text-sm font-semibold text-slate-900">
        {MSG.portalHoursByWeek}
      </h3>
      <ul aria-labelledby={weekHeading} className="divide-y divide-slate-100 text-sm">
        {hours.weeks.map((week) => (
          <li key={week.weekStart} className="flex justify-between gap-3 py-2">
            <span className="text-slate-700">
              {formatMessage(MSG.portalHoursWeekOf, { date: formatDay(week.weekStart) })}
            </span>
            <span className="font-medium text-slate-900 tabular-nums">{formatMinutes(week.minutes)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
