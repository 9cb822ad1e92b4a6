import * as MSG from '@secops/domain/messages';
import { Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import type { RoundDue } from '../utils/due-rounds.ts';

/** Where a tour stands now: its round in progress, open until a time, or the next one and when it opens. */
export function TourDueSummary({ due }: { due: RoundDue | null }) {
  if (due === null) return <p className="text-sm text-slate-600">{MSG.roundsFieldNothingDue}</p>;
  const hours = formatMessage(MSG.roundsFieldWindow, {
    start: formatTime(due.slot.scheduledAt),
    end: formatTime(due.slot.windowEndsAt),
  });
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        {due.state === 'upcoming'
          ? formatMessage(MSG.roundsFieldNext, { time: formatTime(due.slot.scheduledAt) })
          : formatMessage(MSG.roundsFieldOpenUntil, { time: formatTime(due.slot.windowEndsAt) })}
        {due.state === 'in-progress' && <Badge tone="blue">{MSG.roundsFieldInProgress}</Badge>}
      </p>
      <p>{hours}</p>
    </div>
  );
}
