import { AdminGpsRoute } from '../../features/gps/index.ts';
import { SosMapMarkers, useOpenSosCount } from '../../features/sos/index.ts';

/** The live map with the SOS alerts on it and in its alerts counter: the GPS feature draws the agents. */
export function AdminGpsPage() {
  return <AdminGpsRoute overlay={<SosMapMarkers />} openSos={useOpenSosCount()} />;
}
