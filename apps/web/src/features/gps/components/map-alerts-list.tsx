import { ALERT_TYPE_LABELS, type AlertType } from '@secops/domain/alerts';
import * as MSG from '@secops/domain/messages';
import {
  Clock,
  LogOut,
  MapPinOff,
  MessageSquareText,
  Route,
  Siren,
  TriangleAlert,
  UserX,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatAlertSince } from '../../alerts/index.ts';
import type { MapAlert } from '../utils/map-alerts.ts';

const ICONS: Record<AlertType, LucideIcon> = {
  NO_SHOW: UserX,
  LATE_CLOCK_IN: Clock,
  EARLY_END: LogOut,
  POSITION_LOST: WifiOff,
  OUTSIDE_PERIMETER: MapPinOff,
  INCIDENT_HIGH: TriangleAlert,
  SOS: Siren,
  ROUND_MISSED: Route,
  CLIENT_REQUEST: MessageSquareText,
};
/** As on the Alertes page: a guard missing, in danger or a serious incident in red, the others in amber. */
const SEVERE: readonly AlertType[] = ['NO_SHOW', 'SOS', 'INCIDENT_HIGH'];

function AlertText({ alert, now }: { alert: MapAlert; now: Date }) {
  const Icon = ICONS[alert.type];
  return (
    <>
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-lg',
          SEVERE.includes(alert.type) ? 'bg-red-600 text-white' : 'bg-amber-50 text-amber-800',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">
          {alert.agentName ?? ALERT_TYPE_LABELS[alert.type]}
        </span>
        <span className="block text-sm text-slate-600">{alert.missionTitle ?? MSG.gpsNoMission}</span>
        <span className="block text-sm">
          <span className="font-medium text-slate-900">{ALERT_TYPE_LABELS[alert.type]}</span>
          <span className="text-slate-500"> · {formatAlertSince(alert.since, now)}</span>
        </span>
        <span className="block text-sm text-slate-600">{alert.cause}</span>
        {!alert.position && <span className="block text-xs text-slate-500">{MSG.gpsAlertNoPosition}</span>}
      </span>
    </>
  );
}

/** Each open alert of the live map, its agent, mission, type, age and cause; a click centres the map on it. */
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
