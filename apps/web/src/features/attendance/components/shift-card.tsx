import { shiftBadge } from '@secops/domain/attendance-display';
import * as MSG from '@secops/domain/messages';
import type { AgentShift } from '@secops/domain/planning.schemas';
import { CalendarClock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatHours, formatLongDate, formatTimeRange } from '../../../lib/format.ts';
import { BADGE_TONES, shiftHours } from '../utils/attendance-view.ts';

/** A shift: mission, place, Paris date and times, its badge and hours worked (2 decimals); actions below. */
export function ShiftCard({ shift, now, children }: { shift: AgentShift; now: Date; children?: ReactNode }) {
  const badge = shiftBadge(shift, now);
  const hours = shiftHours(shift);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">{shift.mission.title}</h2>
        <Badge tone={BADGE_TONES[badge]}>{badge}</Badge>
      </div>
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span>
          {formatLongDate(shift.startAt)}
          {' · '}
          {formatTimeRange(shift.startAt, shift.endAt)}
        </span>
      </p>
      {shift.mission.locationAddress && (
        <p className="mt-1 flex items-start gap-2 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="break-words">{shift.mission.locationAddress}</span>
        </p>
      )}
      {shift.attendances.length > 0 && (
        <p className="mt-2 text-sm font-medium text-slate-800">
          {formatMessage(MSG.attendanceHours, {
            regular: formatHours(hours.regular),
            overtime: formatHours(hours.overtime),
          })}
        </p>
      )}
      {children}
    </article>
  );
}
