import { lazy, Suspense } from 'react';

// The queue of actions made without network, IndexedDB and the header's line load once the shell is shown.
const OfflineStatusLazy = lazy(() =>
  import('../../features/offline/components/offline-status.tsx').then((m) => ({ default: m.OfflineStatus })),
);

/** The agent header's offline line ('Hors ligne — 3 éléments en attente', 'Synchronisé'), and the queue behind it. */
export function DeferredOfflineStatus({ userId }: { userId: string | null }) {
  if (!userId) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStatusLazy userId={userId} />
    </Suspense>
  );
}
