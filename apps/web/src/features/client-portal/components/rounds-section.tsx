import type { ClientRound } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { ROUND_STATUS_LABELS, SCAN_FLAG_LABELS, type RoundStatus } from '@secops/domain/rounds';
import { CheckCircle2, ChevronRight, Circle, Route } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatParis, formatTime } from '../../../lib/format.ts';
import { roundProgress } from '../utils/display.ts';

const STATUS_TONES: Record<RoundStatus, BadgeTone> = {
  IN_PROGRESS: 'blue',
  COMPLETE: 'green',
  COMPLETE_WITH_FLAGS: 'amber',
  PARTIAL: 'orange',
  MISSED: 'red',
};

/** A round: when, which tour, its outcome and checkpoints passed; opened, each checkpoint's time and flags. */
function RoundItem({ round }: { round: ClientRound }) {
  const { done, total } = roundProgress(round);
  return (
    <li>
      <details className="group">
        <summary className="grid cursor-pointer list-none grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg px-2 py-3 text-sm hover:bg-slate-50 sm:grid-cols-[auto_9rem_minmax(0,1fr)_auto_9rem] [&::-webkit-details-marker]:hidden">
          <ChevronRight
            aria-hidden="true"
            className="size-4 text-slate-500 transition-transform group-open:rotate-90"
          />
          <time
            dateTime={round.scheduledAt}
            className="font-semibold text-slate-900 tabular-nums first-letter:uppercase"
          >
            {formatParis(round.scheduledAt, "EEE d MMM 'à' HH:mm")}
          </time>
          <span className="col-start-2 row-start-2 min-w-0 truncate font-medium text-slate-800 sm:col-start-auto sm:row-start-auto">
            {round.tourName}
          </span>
          <Badge tone={STATUS_TONES[round.status]} className="justify-self-end sm:justify-self-start">
            {ROUND_STATUS_LABELS[round.status]}
          </Badge>
          <span className="col-start-3 row-start-2 text-right text-slate-700 tabular-nums sm:col-start-auto sm:row-start-auto">
            {formatMessage(MSG.portalRoundProgress, { done, total })}
          </span>
        </summary>
        <ol className="space-y-2 px-2 pt-1 pb-4 sm:pl-9">
          {round.checkpoints.map((checkpoint, index) => (
            <li
              key={`${checkpoint.name}-${index}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
            >
              {checkpoint.scannedAt ? (
                <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-green-600" />
              ) : (
                <Circle aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              )}
              <span className="font-medium text-slate-900">{checkpoint.name}</span>
              <span className={checkpoint.scannedAt ? 'text-slate-700 tabular-nums' : 'text-slate-500'}>
                {checkpoint.scannedAt
                  ? formatMessage(MSG.portalRoundCheckpointAt, { time: formatTime(checkpoint.scannedAt) })
                  : MSG.portalRoundCheckpointMissed}
              </span>
              {checkpoint.flags.map((flag) => (
                <Badge key={flag} tone="amber">
                  {SCAN_FLAG_LABELS[flag]}
                </Badge>
              ))}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/** The period's rounds, newest first as the server gives them. */
export function RoundsSection({ rounds }: { rounds: readonly ClientRound[] }) {
  return (
    <Card title={MSG.portalRoundsTitle} aria-label={MSG.portalRoundsTitle}>
      {rounds.length === 0 ? (
        <EmptyState icon={Route} title={MSG.portalRoundsEmpty} className="py-6" />
      ) : (
        <ul className="-mx-2 -my-3 divide-y divide-slate-100">
          {rounds.map((round) => (
            <RoundItem key={round.id} round={round} />
          ))}
        </ul>
      )}
    </Card>
  );
}
