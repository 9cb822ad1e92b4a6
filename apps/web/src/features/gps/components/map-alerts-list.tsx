import * as MSG from '@secops/domain/messages';
import { MapPinOff, Siren, TriangleAlert, WifiOff, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatAlertSince } from '../utils/alert-since.ts';
import type { MapAlert, MapAlertCause } from '../utils/map-alerts.ts';

const CAUSES: Record<MapAlertCause, { label: string; icon: LucideIcon; tone: string }> = {
  sosOpen: { label: MSG.gpsAlertSosOpen, icon: Siren, tone: 'bg-red-600 text-white' },
  sosTaken: { label: MSG.gpsAlertSosTaken, icon: Siren, tone: 'bg-red-50 text-red-700' },
  connectionLost: { label: MSG.gpsConnectionLost, icon: WifiOff, tone: 'bg-slate-100 text-slate-700' },
  outsidePerimeter: {
    label: MSG.gpsAlertOutsidePerimeter,
    icon: MapPinOff,
    tone: 'bg-orange-50 text-orange-700',
  },
};

function AlertText({ alert, now }: { alert: MapAlert; now: Date }) {
  const cause = CAUSES[alert.cause];
  return (
    <>
      <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', cause.tone)}>
        <cause.icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{alert.agentName}</span>
        <span className="block text-sm text-slate-600">{alert.missionTitle ?? MSG.gpsNoMission}</span>
        <span className="block text-sm">
          <span className="font-medium text-slate-900">{cause.label}</span>
          <span className="text-slate-500"> · {formatAlertSince(alert.since, now)}</span>
        </span>
        {!alert.position && <span className="block text-xs text-slate-500">{MSG.gpsAlertNoPosition}</span>}
      </span>
    </>
  );
}

/** Each alert of the live map, its agent, mission, cause and age; a click centres the map on where it is. */
export function MapAlertsList({
  alerts,
  now,
  onShow,
}: {
  alerts: readonly MapAlert[];
  now: Date;
  onShow: (alert: MapAlert & { position: { lat: number; lng: number } }) => void;
}) {
  if (alerts.length === 0)
    return (
      <p className="flex items-center gap-2 p-4 text-sm text-slate-600">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {MSG.gpsAlertsNone}
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100">
      {alerts.map((alert) => {
        const { position } = alert;
        const row = 'flex w-full items-start gap-3 px-4 py-3 text-left';
        return (
          <li key={alert.key}>
            {position ? (
              <button
                type="button"
                className={cn(row, 'min-h-11 hover:bg-slate-50 focus-visible:bg-slate-50')}
                onClick={() => onShow({ ...alert, position })}
              >
                <AlertText alert={alert} now={now} />
              </button>
            ) : (
              <div className={row}>
                <AlertText alert={alert} now={now} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
