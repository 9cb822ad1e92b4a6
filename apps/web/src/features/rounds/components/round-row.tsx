import * as MSG from '@secops/domain/messages';
import { ROUND_STATUS_LABELS, type Round } from '@secops/domain/rounds';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import { ROUND_STATUS_TONES, roundProgress } from '../utils/round-display.ts';
import { RoundDetail } from './round-detail.tsx';

/** One round of the day: time, tour, guard, status and checkpoints done; opened, its detail and map. */
export function RoundRow({ round }: { round: Round }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const { done, total } = roundProgress(round);
  const agent = round.agent ? `${round.agent.firstName} ${round.agent.lastName}` : MSG.staffReportNoAgent;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? detailId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="grid w-full grid-cols-[auto_3.5rem_1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg px-2 py-3 text-left text-sm hover:bg-slate-50 sm:grid-cols-[auto_3.5rem_minmax(0,1fr)_minmax(0,1fr)_auto_5.5rem]"
      >
        <ChevronRight
          aria-hidden="true"
          className={cn('size-4 text-slate-500 transition-transform', open && 'rotate-90')}
        />
        <time dateTime={round.scheduledAt} className="font-semibold text-slate-900 tabular-nums">
          {formatTime(round.scheduledAt)}
        </time>
        <span className="min-w-0 truncate font-medium text-slate-900">{round.tourName}</span>
        <span
          className={cn(
            'col-start-3 row-start-2 min-w-0 truncate sm:col-start-auto sm:row-start-auto',
            round.agent ? 'text-slate-700' : 'text-slate-500',
          )}
        >
          {agent}
        </span>
        <Badge tone={ROUND_STATUS_TONES[round.status]} className="justify-self-start">
          {ROUND_STATUS_LABELS[round.status]}
        </Badge>
        <span className="col-start-4 row-start-2 text-right text-slate-700 tabular-nums sm:col-start-auto sm:row-start-auto">
          {formatMessage(MSG.staffReportProgress, { done, total })}
        </span>
      </button>
      {open && (
        <div id={detailId} className="px-2 pt-1 pb-4 sm:pl-9">
          <RoundDetail round={round} />
        </div>
      )}
    </li>
  );
}
