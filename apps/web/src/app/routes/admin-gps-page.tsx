import { AdminGpsRoute } from '../../features/gps/index.ts';
import { SosMapMarkers } from '../../features/sos/index.ts';

/** The live map with the SOS alerts on it: the GPS feature draws the agents, the SOS feature its alerts. */
export function AdminGpsPage() {
  return <AdminGpsRoute overlay={<SosMapMarkers />} />;
}
