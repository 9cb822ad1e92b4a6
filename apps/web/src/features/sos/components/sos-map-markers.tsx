import './sos-map-markers.css';
import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';
import type { Sos } from '@secops/domain/sos';
import { divIcon } from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import { formatParis } from '../../../lib/format.ts';
import { useActiveSos } from '../api/sos.ts';

const SIZE = 40;
const icon = (open: boolean) =>
  divIcon({
    className: open ? 'sos-marker sos-marker--open' : 'sos-marker',
    html: `<span aria-hidden="true" class="sos-marker__disc">${MSG.sosButton}</span>`,
    iconSize: [SIZE, SIZE],
    iconAnchor: [SIZE / 2, SIZE / 2],
    popupAnchor: [0, -SIZE / 2],
  });
const OPEN_ICON = icon(true);
const TAKEN_ICON = icon(false);

const located = (sos: Sos): sos is Sos & { lat: number; lng: number } => sos.lat !== null && sos.lng !== null;

/** The alerts not yet closed on the staff's live map: blinking while open, steady once taken. */
export function SosMapMarkers() {
  const alerts = (useActiveSos().data ?? []).filter(located);
  return alerts.map((sos) => {
    const name = `${sos.agent.firstName} ${sos.agent.lastName}`;
    return (
      <Marker
        key={sos.id}
        position={[sos.lat, sos.lng]}
        icon={sos.status === 'OPEN' ? OPEN_ICON : TAKEN_ICON}
        title={formatMessage(MSG.sosBannerTitle, { name })}
        zIndexOffset={1000}
      >
        <Popup>
          <p className="font-semibold">{formatMessage(MSG.sosBannerTitle, { name })}</p>
          <p>{formatMessage(MSG.sosBannerSince, { time: formatParis(sos.createdAt, 'HH:mm:ss') })}</p>
          {sos.acknowledgedBy && <p>{formatMessage(MSG.sosTakenBy, { name: sos.acknowledgedBy.name })}</p>}
        </Popup>
      </Marker>
    );
  });
}
