import * as MSG from '@secops/domain/messages';
import { SCAN_FLAG_LABELS, SCAN_METHOD_LABELS } from '@secops/domain/rounds';
import { CheckCircle2, Circle, CloudOff } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import type { CheckpointProgress } from '../utils/checkpoint-progress.ts';

type RoundCheckpointItemProps = {
  item: CheckpointProgress;
  /** The checkpoint expected next (strict order): marked as the current step. */
  next: boolean;
  /** The item's buttons, described by its name ("Passer à la main", "Signaler une anomalie"). */
  actions?: (describedBy: string) => ReactNode;
};

/** One checkpoint of the round: done (when, how, the server's flags) or to do, with its instructions. */
export function RoundCheckpointItem({ item, next, actions }: RoundCheckpointItemProps) {
  const nameId = useId();
  const { checkpoint, scan } = item;
  const Icon = scan === null ? Circle : scan.flags === null ? CloudOff : CheckCircle2;
  return (
    <li
      aria-labelledby={nameId}
      aria-current={next ? 'step' : undefined}
      className={cn(
        'rounded-lg border p-4',
        scan === null ? 'border-slate-200 bg-white' : 'border-green-200 bg-green-50/60',
        next && 'border-blue-400 ring-2 ring-blue-200',
      )}
    >
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          className={cn(
            'mt-0.5 size-6 shrink-0',
            scan === null ? 'text-slate-400' : scan.flags === null ? 'text-amber-700' : 'text-green-700',
          )}
        />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="text-base font-semibold break-words text-slate-900">
            {checkpoint.name}
          </h3>
          {scan === null ? (
            <p className="text-sm font-medium text-slate-600">{MSG.roundsFieldToDo}</p>
          ) : (
            <div className="mt-1 space-y-1.5 text-sm text-slate-700">
              <p className="font-medium text-green-900">
                {formatMessage(MSG.roundsFieldDoneAt, { time: formatTime(scan.scannedAt) })}
                {' · '}
                {SCAN_METHOD_LABELS[scan.method]}
              </p>
              {scan.reason && <p className="break-words">{scan.reason}</p>}
              <p className="flex flex-wrap gap-1.5">
                {scan.flags === null ? (
                  <Badge tone="amber">{MSG.roundsFieldPending}</Badge>
                ) : scan.flags.length === 0 ? (
                  <Badge tone="green">{MSG.roundsFieldNoFlag}</Badge>
                ) : (
                  scan.flags.map((flag) => (
                    <Badge key={flag} tone="orange">
                      {SCAN_FLAG_LABELS[flag]}
                    </Badge>
                  ))
                )}
              </p>
            </div>
          )}
          {checkpoint.instructions && (
            <p className="mt-2 text-base break-words whitespace-pre-wrap text-slate-800">
              {checkpoint.instructions}
            </p>
          )}
        </div>
      </div>
      {actions && <div className="mt-3 flex flex-wrap gap-2">{actions(nameId)}</div>}
    </li>
  );
}
