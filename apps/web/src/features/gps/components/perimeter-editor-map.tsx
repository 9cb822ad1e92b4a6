import * as MSG from '@secops/domain/messages';
import { latLng, latLngBounds, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useRef } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useMapSettings } from '../api/get-map-settings.ts';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from './agent-map.tsx';
import { placeIcon } from './mission-place-map.tsx';

export type LatLng = { lat: number; lng: number };

const FIT_PADDING: [number, number] = [30, 30];
const FIT_MAX_ZOOM = 16;

/** Frames the circle (or the place) once, when the editor opens: a click must not move the view under the pointer. */
function FitOnce({ center, radius, place }: { center: LatLng | null; radius: number; place: LatLng | null }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const bounds = latLngBounds([]);
    if (center) bounds.extend(latLng(center.lat, center.lng).toBounds(radius * 2));
    if (place) bounds.extend([place.lat, place.lng]);
    if (!bounds.isValid()) return;
    map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
    done.current = true;
  }, [map, center, radius, place]);
  return null;
}

function ClickToMove({ onMove }: { onMove: (center: LatLng) => void }) {
  useMapEvents({
    // A map panned round the world gives longitudes past ±180: wrap() brings them back into range.
    click: (event: LeafletMouseEvent) => {
      const { lat, lng } = event.latlng.wrap();
      onMove({ lat, lng });
    },
  });
  return null;
}

type PerimeterEditorMapProps = {
  place: LatLng | null;
  center: LatLng | null;
  radius: number;
  enabled: boolean;
  /** Absent when the perimeter cannot be changed (archived mission). */
  onMove?: (center: LatLng) => void;
};

/** The mission place and the perimeter being edited; a click moves the centre. Tiles as on the other maps. */
export function PerimeterEditorMap({ place, center, radius, enabled, onMove }: PerimeterEditorMapProps) {
  const tiles = useMapSettings();
  const start = center ?? place;
  return (
    <div
      role="region"
      aria-label={onMove ? MSG.perimeterMapLabel : MSG.perimeterMapReadOnlyLabel}
      className="h-64 overflow-hidden rounded-lg border border-slate-200"
    >
      <MapContainer
        center={start ? [start.lat, start.lng] : DEFAULT_CENTER}
        zoom={DEFAULT_ZOOM}
        className="h-full w-full"
      >
        <TileLayer key={tiles.tileUrl} url={tiles.tileUrl} attribution={tiles.attribution} />
        {center && (
          <Circle
            center={[center.lat, center.lng]}
            radius={radius}
            interactive={false}
            pathOptions={{
              color: '#1d4ed8',
              weight: 2,
              fillOpacity: enabled ? 0.08 : 0,
              dashArray: enabled ? undefined : '6 6',
              className: 'perimeter-circle',
            }}
          />
        )}
        {place && (
          <Marker position={[place.lat, place.lng]} icon={placeIcon} interactive={false} keyboard={false} />
        )}
        <FitOnce center={center} radius={radius} place={place} />
        {onMove && <ClickToMove onMove={onMove} />}
      </MapContainer>
    </div>
  );
}
