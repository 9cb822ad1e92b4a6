// What the field screens and the agent shell use of offline work: the phone's copies of their data, and the queue of
// actions made without network (docs/DECISIONS.md). The queue's code and IndexedDB's load on first use.
export { offlineCopyQuery, useKeptCopiesFirst } from './api/offline-copy.ts';
export { isQueued, queueAction, usePendingActions } from './api/queue-action.ts';
export { sendOrQueue } from './api/send-or-queue.ts';
export { sendIncident, sendLogbookEntry } from './api/send-with-photos.ts';
export { sendRoundFinish, sendRoundScan, sendRoundStart } from './api/send-round.ts';
export { OfflineCopyNotice } from './components/offline-copy-notice.tsx';
export { onActionSent } from './stores/offline-store.ts';
export type {
  QueuedAction,
  QueuedRoundFinish,
  QueuedRoundScan,
  QueuedRoundStart,
} from './utils/offline-types.ts';
export { isUnreachable } from './utils/reachability.ts';
