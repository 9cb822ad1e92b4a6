import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { copyKey } from '../api/offline-copy.ts';
import { useOfflineStore } from '../stores/offline-store.ts';
import { countedActions, syncStatusText } from '../utils/sync-status.ts';
import { actionQueue, onQueueSettled } from '../utils/sync-runtime.ts';

/**
 * The agent header's line about the network and the actions waiting on the phone. Mounted with the agent shell, it
 * also runs the queue: at start, when the network returns, and reads the screens again once something was sent.
 */
export function OfflineStatus({ userId }: { userId: string }) {
  const online = useOnline();
  const count = useOfflineStore((state) => countedActions(state.pending));
  const phase = useOfflineStore((state) => state.phase);
  const queryClient = useQueryClient();

  useEffect(() => {
    void actionQueue.start(userId);
    return () => actionQueue.stop();
  }, [userId]);

  useEffect(() => onQueueSettled(() => void queryClient.invalidateQueries()), [queryClient]);

  // Back online, the screens that show the phone's copy are read from the server again.
  useEffect(() => {
    if (!online) return;
    const { copies } = useOfflineStore.getState();
    void queryClient.invalidateQueries({ predicate: (query) => copyKey(query.queryKey) in copies });
  }, [online, queryClient]);

  const text = syncStatusText({ online, phase, count });
  // The live region stays in the page, so that each new line is read out.
  return (
    <div role="status">
      {text && (
        <p
          className={cn(
            'truncate px-4 py-1 text-center text-sm font-medium',
            !online
              ? 'bg-amber-100 text-amber-950'
              : phase === 'synced' && count === 0
                ? 'bg-green-50 text-green-900'
                : 'bg-blue-50 text-blue-900',
          )}
        >
          {text}
        </p>
      )}
    </div>
  );
}
