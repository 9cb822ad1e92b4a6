import { lazy, Suspense } from 'react';

// The SOS code loads once the shell is shown, not before it (as the calls do).
const AgentSosLazy = lazy(() =>
  import('../../features/sos/components/agent-sos.tsx').then((m) => ({ default: m.AgentSos })),
);
const StaffSosAlertsLazy = lazy(() =>
  import('../../features/sos/components/staff-sos-alerts.tsx').then((m) => ({ default: m.StaffSosAlerts })),
);

/** The guard's SOS button and the panel that follows the alert. */
export function DeferredAgentSos() {
  return (
    <Suspense fallback={null}>
      <AgentSosLazy />
    </Suspense>
  );
}

/** The staff's banners of alerts not yet closed, with their sound. */
export function DeferredStaffSosAlerts() {
  return (
    <Suspense fallback={null}>
      <StaffSosAlertsLazy />
    </Suspense>
  );
}
