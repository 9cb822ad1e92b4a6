import { lazy, Suspense } from 'react';

// The staff's SOS code loads once the shell is shown, not before it (as the calls do). The guard's button, instead,
// comes with the agent shell itself: a page opened just before the network went away must still have it.
const StaffSosAlertsLazy = lazy(() =>
  import('../../features/sos/components/staff-sos-alerts.tsx').then((m) => ({ default: m.StaffSosAlerts })),
);

/** The staff's banners of alerts not yet closed, with their sound. */
export function DeferredStaffSosAlerts() {
  return (
    <Suspense fallback={null}>
      <StaffSosAlertsLazy />
    </Suspense>
  );
}
