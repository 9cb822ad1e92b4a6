import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-error.ts';
import { sendAction } from '../api/send-action.ts';
import { notifySent, onActionQueued, useOfflineStore } from '../stores/offline-store.ts';
import { OFFLINE_TEXTS } from '../texts.ts';
import { createActionQueue } from './action-queue.ts';

type SettledListener = () => void;
const settledListeners = new Set<SettledListener>();

/** Calls `listener` each time a run of the queue has sent something (to read the screens' data again). */
export function onQueueSettled(listener: SettledListener): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

/** The page's one queue, sending through the API client and telling the screens through the offline store. */
export const actionQueue = createActionQueue({
  send: sendAction,
  events: {
    pending: (pending) => useOfflineStore.setState({ pending }),
    phase: (phase) => useOfflineStore.setState({ phase }),
    sent: notifySent,
    refused: (action, error) => {
      // A position refused (sharing over, mission ended) is of no use to the guard: it is dropped silently.
      if (action.kind === 'position') return;
      const message = errorMessage(error, MSG.unexpectedError);
      toast.error(formatMessage(OFFLINE_TEXTS.refused, { message }));
    },
    settled: () => settledListeners.forEach((listener) => listener()),
  },
});

// An action queued by a screen is sent at once when it can be (the queue starts for its user if it had not yet).
onActionQueued((userId) => void actionQueue.start(userId));
