import type { LogbookEntry } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { useState } from 'react';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useLogbook } from '../api/get-logbook.ts';
import { useSyncedEntries, useWriteFieldEntry } from '../api/write-entry.ts';
import { useLiveLogbook } from '../hooks/use-live-logbook.ts';
import { LogbookEntryForm } from './logbook-entry-form.tsx';
import { LogbookList } from './logbook-list.tsx';
import { PendingLogbookEntries } from './pending-logbook-entries.tsx';

/**
 * The guard's "Main courante" on the mission page: a new entry (kept on the phone and sent with the network when
 * there is none) or a correction, the entries waiting to be sent, and the mission's 20 newest, live.
 */
export function FieldLogbookPanel({ missionId, archived }: { missionId: string; archived: boolean }) {
  const [correcting, setCorrecting] = useState<LogbookEntry | null>(null);
  const logbook = useLogbook('mission', { missionId });
  useLiveLogbook('chat');
  useSyncedEntries();
  const write = useWriteFieldEntry(missionId, {
    onSuccess: (entry) => {
      if (entry) toast.success(MSG.logbookAdded);
      else toast.info(MSG.logbookQueued);
      setCorrecting(null);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.logbookError)),
  });

  return (
    <Card title={MSG.logbookTitle}>
      {!archived && (
        <div className="mb-5">
          <LogbookEntryForm
            key={correcting?.id ?? 'new'}
            large
            correcting={correcting}
            onCancelCorrection={() => setCorrecting(null)}
            isPending={write.isPending}
            onSubmit={(draft) => write.mutateAsync(draft)}
          />
        </div>
      )}
      <PendingLogbookEntries missionId={missionId} />
      <LogbookList
        logbook={logbook}
        label={MSG.logbookTitle}
        paged={false}
        onCorrect={archived ? undefined : setCorrecting}
      />
    </Card>
  );
}
