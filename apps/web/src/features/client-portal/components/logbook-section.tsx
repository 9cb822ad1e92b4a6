import type { ClientLogbookEntry } from '@secops/domain/client-portal';
import { LOGBOOK_TYPE_LABELS } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { Building2, NotebookPen } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { threadEntries } from '../utils/display.ts';

/** When it happened, its type, who wrote it and its text; a client's own request says so. */
function Entry({ entry }: { entry: ClientLogbookEntry }) {
  const headingId = useId();
  const isRequest = entry.type === 'CLIENT_REQUEST';
  return (
    <article aria-labelledby={headingId} className="min-w-0">
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          <time dateTime={entry.occurredAt} className="tabular-nums">
            {formatDateTime(entry.occurredAt)}
          </time>
          <span className="sr-only"> · </span>
          <span className="ml-2 font-medium text-slate-700">{LOGBOOK_TYPE_LABELS[entry.type]}</span>
        </h3>
        {entry.correctsId !== null && <Badge tone="orange">{MSG.logbookCorrection}</Badge>}
        {isRequest && (
          <Badge tone="blue">
            <Building2 aria-hidden="true" className="size-3.5" />
            {MSG.portalLogbookYourRequest}
          </Badge>
        )}
        {entry.author && <span className="text-sm text-slate-600">{entry.author}</span>}
      </header>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{entry.text}</p>
    </article>
  );
}

/** The entries of the types staff show this client, and its own requests, newest first, corrections under theirs. */
export function LogbookSection({ entries }: { entries: readonly ClientLogbookEntry[] }) {
  const threads = threadEntries(entries);
  return (
    <Card title={MSG.portalLogbookTitle} aria-label={MSG.portalLogbookTitle}>
      {threads.length === 0 ? (
        <EmptyState icon={NotebookPen} title={MSG.portalLogbookEmpty} className="py-6" />
      ) : (
        <ol className="-my-3 divide-y divide-slate-100">
          {threads.map(({ entry, corrections }) => (
            <li key={entry.id} className="py-3">
              <Entry entry={entry} />
              {corrections.length > 0 && (
                <ol className="mt-2 ml-3 space-y-3 border-l-2 border-orange-200 pl-4 sm:ml-6">
                  {corrections.map((item) => (
                    <li key={item.id}>
                      <Entry entry={item} />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
