import { lazy, Suspense } from 'react';
import { useOpenAlerts } from '../../features/alerts/index.ts';
import { AdminGpsRoute } from '../../features/gps/index.ts';
import { useActiveSos } from '../../features/sos/index.ts';

// Leaflet comes with the map page only: the SOS layer is split from the SOS feature's shell code.
const SosMapMarkers = lazy(() =>
  import('../../features/sos/components/sos-map-markers.tsx').then((m) => ({ default: m.SosMapMarkers })),
);

/**
 * The live map with the SOS not yet closed on it, and the open dispatch alerts in its 'Alertes' counter: the GPS
 * feature draws the agents.
 */
export function AdminGpsPage() {
  return (
    <AdminGpsRoute
      overlay={
        <Suspense fallback={null}>
          <SosMapMarkers />
        </Suspense>
      }
      sos={useActiveSos().data}
      alerts={useOpenAlerts().data}
    />
  );
}
