import * as MSG from '@secops/domain/messages';
import type { Round } from '@secops/domain/rounds';
import { CircleMarker, Marker, Polyline } from 'react-leaflet';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import type { LatLng } from '../utils/checkpoint-form.ts';
import { isEnded, scanPath } from '../utils/round-display.ts';
import { checkpointIcon, RoundsMap, type MarkerState } from './rounds-map.tsx';

const PATH_STYLE = { color: '#2563eb', weight: 3, opacity: 0.8 };
const SCAN_STYLE = { color: '#1d4ed8', weight: 2, fillColor: '#fff', fillOpacity: 1 };

/**
 * Where the round went: the guard's positions at each scan joined in time order, and the round's checkpoints
 * numbered in its order (green scanned, red missed, grey still to do). Nothing is drawn without a position.
 */
export function RoundPathMap({ round }: { round: Round }) {
  const scanned = new Set(round.scans.map((scan) => scan.checkpointId));
  const missedState: MarkerState = isEnded(round.status) ? 'missing' : 'pending';
  const places = round.checkpoints.flatMap((checkpoint, index) =>
    checkpoint.lat === null || checkpoint.lng === null
      ? []
      : [
          {
            id: checkpoint.id,
            number: index + 1,
            at: { lat: checkpoint.lat, lng: checkpoint.lng },
            state: scanned.has(checkpoint.id) ? ('done' as const) : missedState,
          },
        ],
  );
  const path = scanPath(round.scans);
  const frame: LatLng[] = [...places.map((place) => place.at), ...path];
  if (frame.length === 0) return <p className="text-sm text-slate-500">{MSG.staffReportMapNone}</p>;
  return (
    <figure className="space-y-1.5">
      <RoundsMap
        label={formatMessage(MSG.staffReportMapLabel, { time: formatTime(round.scheduledAt) })}
        frame={frame}
        className="h-64 overflow-hidden rounded-lg border border-slate-200"
      >
        {path.length > 1 && (
          <Polyline
            positions={path.map((p) => [p.lat, p.lng])}
            pathOptions={PATH_STYLE}
            interactive={false}
          />
        )}
        {path.map((p, index) => (
          <CircleMarker
            // Two scans may share a position: their order tells them apart.
            key={index}
            center={[p.lat, p.lng]}
            radius={4}
            pathOptions={SCAN_STYLE}
            interactive={false}
          />
        ))}
        {places.map((place) => (
          <Marker
            key={place.id}
            position={[place.at.lat, place.at.lng]}
            icon={checkpointIcon(place.state, String(place.number))}
            interactive={false}
            keyboard={false}
          />
        ))}
      </RoundsMap>
      <figcaption className="text-xs text-slate-500">{MSG.staffReportMapLegend}</figcaption>
    </figure>
  );
}
