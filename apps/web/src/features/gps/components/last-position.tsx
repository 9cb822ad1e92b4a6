import * as MSG from '@secops/domain/messages';
import { CloudOff, LocateFixed } from 'lucide-react';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatParis } from '../../../lib/format.ts';
import type { SentPosition } from '../stores/sharing-store.ts';
import { formatCoordinates } from '../utils/position-display.ts';

/** The last position the server received from this device: where, how precise, when, and by which way. */
type Props = {
  position: SentPosition | null;
  failing: boolean;
  locating: boolean;
  /** The live connection is up: the next position takes it, whatever way the last one took. */
  connected: boolean;
};

export function LastPosition({ position, failing, locating, connected }: Props) {
  return (
    <section aria-labelledby="last-position-title" className="rounded-lg bg-slate-50 p-4">
      <h2 id="last-position-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <LocateFixed aria-hidden="true" className="size-4 text-blue-700" />
        {MSG.gpsLastSent}
      </h2>
      {position ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-500">{MSG.gpsPosition}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">
            {formatCoordinates(position.lat, position.lng)}
          </dd>
          <dt className="text-slate-500">{MSG.gpsAccuracy}</dt>
          <dd className="font-medium text-slate-900">
            {formatMessage(MSG.gpsAccuracyValue, { meters: Math.round(position.accuracy) })}
          </dd>
          <dt className="text-slate-500">{MSG.gpsSentAt}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatParis(position.at, 'HH:mm:ss')}</dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{MSG.gpsWaitingFirstFix}</p>
      )}
      {position?.via === 'http' && !connected && !failing && (
        <p className="mt-2 text-xs text-slate-500">{MSG.gpsSentOverHttp}</p>
      )}
      {locating && (
        <p role="status" className="mt-3 text-sm font-medium text-amber-800">
          {MSG.geolocationRetrying}
        </p>
      )}
      {failing && (
        <p role="alert" className="mt-3 flex items-center gap-2 text-sm font-medium text-red-700">
          <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          {MSG.gpsSendError}
        </p>
      )}
    </section>
  );
}
