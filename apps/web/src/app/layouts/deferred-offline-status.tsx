import { Suspense } from 'react';
import { loadLater, useFirstScreenShown } from '../pwa/use-first-screen-shown.ts';

// The queue of actions made without network, IndexedDB and the header's line load once the first screen is shown,
// never with it; the network gone before their code came, they load when it returns. The SOS does not wait for
// them: it keeps its alert on the phone itself (features/sos).
const OfflineStatusLater = loadLater(() =>
  import('../../features/offline/components/offline-status.tsx').then((m) => m.OfflineStatus),
);

/** The agent header's offline line ('Hors ligne — 3 éléments en attente', 'Synchronisé'), and the queue behind it. */
export function DeferredOfflineStatus({ userId }: { userId: string | null }) {
  const shown = useFirstScreenShown();
  if (!userId || !shown) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStatusLater userId={userId} />
    </Suspense>
  );
}
