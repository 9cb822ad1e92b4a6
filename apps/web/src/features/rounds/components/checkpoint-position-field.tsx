import * as MSG from '@secops/domain/messages';
import type { LeafletMouseEvent } from 'leaflet';
import { Crosshair, Eraser } from 'lucide-react';
import { useRef } from 'react';
import { Marker, useMapEvents } from 'react-leaflet';
import { Button } from '../../../components/ui/button.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import type { LatLng } from '../utils/checkpoint-form.ts';
import { checkpointIcon, PlaceMarker, RoundsMap } from './rounds-map.tsx';

function ClickToPlace({ onPlace }: { onPlace: (position: LatLng) => void }) {
  useMapEvents({
    // A map panned round the world gives longitudes past ±180: wrap() brings them back into range.
    click: (event: LeafletMouseEvent) => {
      const { lat, lng } = event.latlng.wrap();
      onPlace({ lat, lng });
    },
  });
  return null;
}

type CheckpointPositionFieldProps = {
  value: LatLng | null;
  onChange: (position: LatLng | null) => void;
  /** The mission place, shown on the map and offered as a position (a keyboard way to set one). */
  place: LatLng | null;
  error?: string;
};

/** The checkpoint's optional position: a click on the mission's map places it; it can be cleared. */
export function CheckpointPositionField({ value, onChange, place, error }: CheckpointPositionFieldProps) {
  const status = useRef<HTMLParagraphElement>(null);
  // The button goes with the position: the focus goes to the line that now says there is none.
  const clear = () => {
    onChange(null);
    status.current?.focus();
  };
  const frame = [value, place].filter((point): point is LatLng => point !== null);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{MSG.staffCheckpointPosition}</legend>
      <p className="text-xs text-slate-500">{MSG.staffCheckpointMapHint}</p>
      <RoundsMap
        label={MSG.staffCheckpointMapLabel}
        frame={frame.slice(0, 1)}
        className="h-60 overflow-hidden rounded-lg border border-slate-200"
      >
        {place && <PlaceMarker place={place} />}
        {value && (
          <Marker
            position={[value.lat, value.lng]}
            icon={checkpointIcon('chosen')}
            interactive={false}
            keyboard={false}
          />
        )}
        <ClickToPlace onPlace={onChange} />
      </RoundsMap>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p ref={status} tabIndex={-1} aria-live="polite" className="text-sm text-slate-700 tabular-nums">
          {value
            ? formatMessage(MSG.staffCheckpointPositionAt, {
                lat: value.lat.toFixed(5),
                lng: value.lng.toFixed(5),
              })
            : MSG.staffCheckpointPositionNone}
        </p>
        <div className="flex flex-wrap gap-2">
          {place && (
            <Button
              size="sm"
              variant="secondary"
              icon={<Crosshair aria-hidden="true" />}
              onClick={() => onChange(place)}
            >
              {MSG.staffCheckpointPositionOnPlace}
            </Button>
          )}
          {value && (
            <Button size="sm" variant="ghost" icon={<Eraser aria-hidden="true" />} onClick={clear}>
              {MSG.staffCheckpointPositionClear}
            </Button>
          )}
        </div>
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
