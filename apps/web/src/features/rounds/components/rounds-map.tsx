import 'leaflet/dist/leaflet.css';
import './rounds-map.css';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useRef, type ReactNode } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { useMapSettings } from '../../gps/index.ts';
import type { LatLng } from '../utils/checkpoint-form.ts';

/** Paris, where a map opens when it knows no position. */
const DEFAULT_CENTER: LatLng = { lat: 48.8566, lng: 2.3522 };
const DEFAULT_ZOOM = 13;
const FIT_PADDING: [number, number] = [30, 30];
/** A building's scale: checkpoints are metres apart. */
const FIT_MAX_ZOOM = 17;

export type MarkerState = 'chosen' | 'done' | 'pending' | 'missing';

/** A round dot, numbered with the checkpoint's place in the round when it has one. */
export const checkpointIcon = (state: MarkerState, label = '') =>
  divIcon({
    className: 'rounds-marker',
    html: `<span aria-hidden="true" class="rounds-marker__dot rounds-marker__dot--${state}">${label}</span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
  });

const placeIcon = divIcon({
  className: 'rounds-marker',
  html: '<span aria-hidden="true" class="rounds-marker__pin"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
});

/** The mission place, grey: what the checkpoints are placed around. */
export const PlaceMarker = ({ place }: { place: LatLng }) => (
  <Marker position={[place.lat, place.lng]} icon={placeIcon} interactive={false} keyboard={false} />
);

/** Frames the points given when the map opens, not afterwards: a click must not move the view under the pointer. */
function FitOnce({ points }: { points: readonly LatLng[] }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || points.length === 0) return;
    map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng])), {
      padding: FIT_PADDING,
      maxZoom: FIT_MAX_ZOOM,
      animate: false,
    });
    done.current = true;
  }, [map, points]);
  return null;
}

type RoundsMapProps = {
  /** Names the map for assistive technology; the map itself is a region. */
  label: string;
  /** What the first view frames. */
  frame: readonly LatLng[];
  className?: string;
  children: ReactNode;
};

/** A small map on the tile server the app uses, framed on the points given. */
export function RoundsMap({ label, frame, className, children }: RoundsMapProps) {
  const tiles = useMapSettings();
  const start = frame[0] ?? DEFAULT_CENTER;
  return (
    <div role="region" aria-label={label} className={className}>
      <MapContainer center={[start.lat, start.lng]} zoom={DEFAULT_ZOOM} className="h-full w-full">
        <TileLayer key={tiles.tileUrl} url={tiles.tileUrl} attribution={tiles.attribution} />
        {children}
        <FitOnce points={frame} />
      </MapContainer>
    </div>
  );
}
