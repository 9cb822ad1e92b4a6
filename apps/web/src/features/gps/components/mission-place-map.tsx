import 'leaflet/dist/leaflet.css';
import './agent-map.css';
import './mission-place-map.css';
import * as MSG from '@secops/domain/messages';
import { divIcon, latLng, latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { Card } from '../../../components/ui/card.tsx';
import { useMapSettings } from '../api/get-map-settings.ts';
import { usePerimeter } from '../api/get-perimeter.ts';
import { useDevicePosition, type DevicePosition } from '../hooks/use-device-position.ts';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from './agent-map.tsx';
import { PlaceMapLegend } from './place-map-legend.tsx';

const FIT_PADDING: [number, number] = [50, 50];
const FIT_MAX_ZOOM = 16;

/** The mission place's pin, also on the perimeter editor. */
export const placeIcon = divIcon({
  className: 'place-marker',
  html: '<span aria-hidden="true" class="place-marker__pin"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});
const selfIcon = divIcon({
  className: 'self-marker',
  html: '<span aria-hidden="true" class="self-marker__dot"></span>',
  iconSize: [20, 20],
  iconAnchor: [10, 10],
});

type Place = { lat: number; lng: number; label: string };
type Ring = { lat: number; lng: number; radius: number };

/** Fits the place, its perimeter and the agent when one of them first appears, not at each movement. */
function FitView({
  place,
  ring,
  self,
}: {
  place: Place | null;
  ring: Ring | null;
  self: DevicePosition | null;
}) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  const key = `${place ? 'place' : ''}|${ring?.radius ?? ''}|${self ? 'self' : ''}`;
  useEffect(() => {
    if (fitted.current === key) return;
    const bounds = latLngBounds([]);
    if (place) bounds.extend([place.lat, place.lng]);
    if (ring) bounds.extend(latLng(ring.lat, ring.lng).toBounds(ring.radius * 2));
    if (self) bounds.extend([self.lat, self.lng]);
    if (!bounds.isValid()) return;
    map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
    fitted.current = key;
  }, [map, key, place, ring, self]);
  return null;
}

type MissionPlaceMapProps = { missionId: string; place: Place | null };

/**
 * The agent's map of a mission: the place, its perimeter when enabled, and the agent's own position from the
 * device (high accuracy), with its precision. Tiles come from the server's setting; markers show without them.
 */
export function MissionPlaceMap({ missionId, place }: MissionPlaceMapProps) {
  const tiles = useMapSettings();
  const perimeter = usePerimeter(missionId).data;
  const device = useDevicePosition();
  const ring: Ring | null =
    perimeter?.enabled && perimeter.centerLat != null && perimeter.centerLng != null
      ? { lat: perimeter.centerLat, lng: perimeter.centerLng, radius: perimeter.radius }
      : null;
  const self = device.position;

  return (
    <Card title={MSG.fieldMapTitle}>
      <div
        role="region"
        aria-label={MSG.fieldMapLabel}
        className="-mx-5 -mt-5 h-72 sm:h-96"
        data-perimeter-center={ring ? `${ring.lat},${ring.lng}` : undefined}
      >
        <MapContainer
          center={place ? [place.lat, place.lng] : DEFAULT_CENTER}
          zoom={DEFAULT_ZOOM}
          className="mission-place-map h-full w-full"
        >
          <TileLayer key={tiles.tileUrl} url={tiles.tileUrl} attribution={tiles.attribution} />
          {ring && (
            <Circle
              center={[ring.lat, ring.lng]}
              radius={ring.radius}
              pathOptions={{ color: '#1d4ed8', weight: 2, fillOpacity: 0.08 }}
            />
          )}
          {place && (
            <Marker position={[place.lat, place.lng]} icon={placeIcon} interactive={false} keyboard={false} />
          )}
          {self && (
            <>
              <Circle
                center={[self.lat, self.lng]}
                radius={self.accuracy}
                interactive={false}
                pathOptions={{ color: '#2563eb', weight: 1, fillOpacity: 0.12 }}
              />
              <Marker position={[self.lat, self.lng]} icon={selfIcon} interactive={false} keyboard={false} />
            </>
          )}
          <FitView place={place} ring={ring} self={self} />
        </MapContainer>
      </div>
      <PlaceMapLegend place={place} radius={ring?.radius ?? null} device={device} />
    </Card>
  );
}
