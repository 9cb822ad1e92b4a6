import * as MSG from '@secops/domain/messages';
import { CloudOff } from 'lucide-react';
import { formatTime } from '../../../lib/format.ts';
import { usePendingActions } from '../../offline/index.ts';

/** The guard's messages of this mission written without network, under the history until they are sent. */
export function PendingMessages({ missionId }: { missionId: string }) {
  const pending = usePendingActions().flatMap((action) =>
    action.kind === 'chat' && action.body.missionId === missionId
      ? [{ seq: action.seq, ...action.body }]
      : [],
  );
  if (pending.length === 0) return null;
  return (
    <ol className="mt-3 space-y-3" aria-label={MSG.offlineMessagePending}>
      {pending.map((message) => (
        <li key={message.seq} className="flex flex-col items-end">
          <p className="mb-0.5 flex items-center gap-1 px-1 text-xs font-medium text-amber-800">
            <CloudOff aria-hidden="true" className="size-3.5" />
            {MSG.offlineMessagePending} · <time dateTime={message.sentAt}>{formatTime(message.sentAt)}</time>
          </p>
          <p className="max-w-[80%] rounded-2xl rounded-br-md border border-dashed border-blue-300 bg-blue-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-900">
            {message.content}
          </p>
        </li>
      ))}
    </ol>
  );
}
