import { LOGBOOK_TYPE_LABELS } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { Camera, CloudOff } from 'lucide-react';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePendingActions } from '../../offline/index.ts';

/**
 * The guard's entries of this mission written without network, with how many photos each holds, above the list until
 * they are sent.
 */
export function PendingLogbookEntries({ missionId }: { missionId: string }) {
  const pending = usePendingActions().flatMap((action) =>
    action.kind === 'logbook' && action.body.missionId === missionId
      ? [{ seq: action.seq, ...action.body, photoCount: action.photos?.length ?? 0 }]
      : [],
  );
  if (pending.length === 0) return null;
  return (
    <ol aria-label={MSG.offlineMessagePending} className="mb-3 space-y-2">
      {pending.map((entry) => {
        const at = entry.occurredAt ?? entry.writtenAt;
        return (
          <li
            key={entry.seq}
            className="rounded-lg border border-dashed border-amber-300 bg-amber-50 px-3 py-2"
          >
            <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-slate-900">
              <time dateTime={at} className="tabular-nums">
                {formatDateTime(at)}
              </time>
              <span className="font-medium text-slate-700">{LOGBOOK_TYPE_LABELS[entry.type]}</span>
            </p>
            <p className="mt-1 text-base break-words whitespace-pre-wrap text-slate-800">{entry.text}</p>
            {entry.photoCount > 0 && (
              <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
                <Camera aria-hidden="true" className="size-4" />
                {formatMessage(MSG.logbookPendingPhotos, { n: entry.photoCount })}
              </p>
            )}
            <p className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800">
              <CloudOff aria-hidden="true" className="size-3.5" />
              {MSG.offlineTaskPending}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
