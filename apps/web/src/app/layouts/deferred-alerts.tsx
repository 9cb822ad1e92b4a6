import { lazy, Suspense } from 'react';

// The socket listener loads once the shell is shown: the shell itself only holds the sidebar's count.
const AlertsLiveSyncLazy = lazy(() =>
  import('../../features/alerts/components/alerts-live-sync.tsx').then((m) => ({
    default: m.AlertsLiveSync,
  })),
);

/** Keeps the staff's lists of dispatch alerts live on every screen of the shell. */
export function DeferredAlertsLiveSync() {
  return (
    <Suspense fallback={null}>
      <AlertsLiveSyncLazy />
    </Suspense>
  );
}
