import type { LogbookEntry } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { CloudOff, NotebookPen, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import type { useLogbook } from '../api/get-logbook.ts';
import { groupCorrections } from '../utils/group-corrections.ts';
import { LogbookEntryItem } from './logbook-entry-item.tsx';

type LogbookListProps = {
  logbook: ReturnType<typeof useLogbook>;
  label: string;
  showMission?: boolean;
  onCorrect?: (entry: LogbookEntry) => void;
  /** Whether more pages may be asked for ("Afficher plus"); the field shows the newest page only. */
  paged?: boolean;
};

/** The entries newest first, corrections under what they correct, with loading, error and empty states. */
export function LogbookList({ logbook, label, showMission, onCorrect, paged = true }: LogbookListProps) {
  // Without network the first read waits for it (and runs when it returns): say so rather than load forever.
  if (logbook.isPending && logbook.fetchStatus === 'paused')
    return (
      <EmptyState
        icon={CloudOff}
        title={MSG.logbookLoadError}
        description={MSG.networkError}
        className="py-6"
      />
    );
  if (logbook.isPending) return <LoadingState />;
  if (logbook.isError)
    return (
      <EmptyState
        icon={TriangleAlert}
        title={MSG.logbookLoadError}
        description={errorMessage(logbook.error, MSG.networkError)}
        action={<Button onClick={() => void logbook.refetch()}>{MSG.uiRetry}</Button>}
        className="py-6"
      />
    );
  const entries = logbook.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return <EmptyState icon={NotebookPen} title={MSG.logbookEmpty} className="py-6" />;
  return (
    <div aria-busy={logbook.isFetching}>
      <ol aria-label={label} className="divide-y divide-slate-200">
        {groupCorrections(entries).map((thread) => (
          <LogbookEntryItem
            key={thread.entry.id}
            thread={thread}
            showMission={showMission}
            onCorrect={onCorrect}
          />
        ))}
      </ol>
      {paged && logbook.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            isLoading={logbook.isFetchingNextPage}
            onClick={() => void logbook.fetchNextPage()}
          >
            {MSG.uiLoadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
