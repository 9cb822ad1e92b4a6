import { LOGBOOK_TYPE_LABELS, type LogbookEntry } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { Bot, Building2, PenLine } from 'lucide-react';
import { useId } from 'react';
import { DeclaredTimeNote } from '../../../components/declared-time-note.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { LogbookThread } from '../utils/group-corrections.ts';
import { LogbookPhoto } from './logbook-photo.tsx';

type EntryProps = {
  entry: LogbookEntry;
  showMission: boolean;
  correction: boolean;
  onCorrect?: (entry: LogbookEntry) => void;
};

/** When it happened, its type, who wrote it (the server or the client, said so), its text, photos and the phone's time if flagged. */
function EntryBody({ entry, showMission, correction, onCorrect }: EntryProps) {
  const headingId = useId();
  const type = LOGBOOK_TYPE_LABELS[entry.type];
  return (
    <article aria-labelledby={headingId} className="min-w-0">
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          <time dateTime={entry.occurredAt} className="tabular-nums">
            {formatDateTime(entry.occurredAt)}
          </time>
          <span className="sr-only"> · </span>
          <span className="ml-2 font-medium text-slate-700">{type}</span>
        </h3>
        {correction && <Badge tone="orange">{MSG.logbookCorrection}</Badge>}
        {entry.source === 'AUTO' && (
          <Badge tone="purple">
            <Bot aria-hidden="true" className="size-3.5" />
            {MSG.logbookAuto}
          </Badge>
        )}
        {entry.source === 'CLIENT' && (
          <Badge tone="blue">
            <Building2 aria-hidden="true" className="size-3.5" />
            {MSG.logbookClientSource}
          </Badge>
        )}
        {showMission && <Badge tone="blue">{entry.missionTitle}</Badge>}
        {entry.author && <span className="text-sm text-slate-600">{entry.author.name}</span>}
      </header>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{entry.text}</p>
      {entry.photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {entry.photos.map((photo, index) => (
            <li key={photo.id}>
              <LogbookPhoto
                id={photo.id}
                label={`${type} ${formatDateTime(entry.occurredAt)} (${index + 1})`}
              />
            </li>
          ))}
        </ul>
      )}
      <DeclaredTimeNote declaredAt={entry.declaredAt} receivedAt={entry.recordedAt} className="mt-1" />
      {onCorrect && (
        <Button
          size="sm"
          variant="ghost"
          className="mt-1 -ml-3"
          icon={<PenLine aria-hidden="true" />}
          aria-describedby={headingId}
          onClick={() => onCorrect(entry)}
        >
          {MSG.logbookCorrect}
        </Button>
      )}
    </article>
  );
}

/** An entry of the main courante, with its corrections indented under it. */
export function LogbookEntryItem({
  thread,
  showMission = false,
  onCorrect,
}: {
  thread: LogbookThread;
  showMission?: boolean;
  onCorrect?: (entry: LogbookEntry) => void;
}) {
  const { entry, corrections } = thread;
  return (
    <li className="py-3">
      <EntryBody
        entry={entry}
        showMission={showMission}
        correction={entry.correctsId !== null}
        onCorrect={onCorrect}
      />
      {corrections.length > 0 && (
        <ol className="mt-2 ml-3 space-y-3 border-l-2 border-orange-200 pl-4 sm:ml-6">
          {corrections.map((item) => (
            <li key={item.id}>
              <EntryBody entry={item} showMission={false} correction onCorrect={onCorrect} />
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
