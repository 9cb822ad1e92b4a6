import * as MSG from '@secops/domain/messages';
import { formatMessage } from '../../../lib/format-message.ts';
import type { DevicePositionState } from '../hooks/use-device-position.ts';

const metres = new Intl.NumberFormat('fr-FR');
const swatch = 'mt-1 size-4 shrink-0 rounded-full border-2 border-white shadow';

/** What the agent's map shows, in words: the place (or that it has no coordinates), the perimeter, themself. */
export function PlaceMapLegend({
  place,
  radius,
  device,
}: {
  place: { label: string } | null;
  radius: number | null;
  device: DevicePositionState;
}) {
  const self =
    device.status === 'located'
      ? formatMessage(MSG.gpsAccuracyValue, { meters: Math.round(device.position.accuracy) })
      : device.status === 'locating'
        ? MSG.fieldMapLocating
        : device.status === 'unsupported'
          ? MSG.geolocationUnsupported
          : MSG.positionUnavailable;
  return (
    <ul className="mt-4 space-y-2 text-base text-slate-800">
      <li className="flex items-start gap-2.5">
        <span aria-hidden="true" className={`${swatch} bg-red-700`} />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          <span className="font-medium">{MSG.fieldMapPlace}</span> :{' '}
          {place ? place.label : MSG.fieldMapNoPlace}
        </span>
      </li>
      {radius !== null && (
        <li className="flex items-start gap-2.5">
          <span aria-hidden="true" className={`${swatch} border-blue-700 bg-blue-100`} />
          <span>{formatMessage(MSG.fieldMapPerimeter, { radius: metres.format(radius) })}</span>
        </li>
      )}
      <li className="flex items-start gap-2.5">
        <span aria-hidden="true" className={`${swatch} bg-blue-700`} />
        <span className="min-w-0">
          <span className="font-medium">{MSG.fieldMapMyPosition}</span> : {self}
        </span>
      </li>
    </ul>
  );
}
