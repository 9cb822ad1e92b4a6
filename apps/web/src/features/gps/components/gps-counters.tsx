import * as MSG from '@secops/domain/messages';
import { Briefcase, Users, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { MapAlert } from '../utils/map-alerts.ts';
import { MapAlertsCounter } from './map-alerts-counter.tsx';

type Counter = { label: string; value: number; icon: LucideIcon; tone: string };

/** Active agents, active missions and the open dispatch alerts (see utils/map-alerts.ts), which open a list. */
export function GpsCounters({
  activeAgents,
  activeMissions,
  alerts,
  now,
  onShowAlert,
}: {
  activeAgents: number;
  activeMissions: number;
  alerts: readonly MapAlert[];
  now: Date;
  onShowAlert: (position: { lat: number; lng: number }) => void;
}) {
  const counters: Counter[] = [
    { label: MSG.gpsActiveAgents, value: activeAgents, icon: Users, tone: 'bg-green-50 text-green-700' },
    {
      label: MSG.gpsActiveMissions,
      value: activeMissions,
      icon: Briefcase,
      tone: 'bg-blue-50 text-blue-700',
    },
  ];
  return (
    <ul className="grid grid-cols-3 gap-3 sm:gap-4">
      {counters.map(({ label, value, icon: Icon, tone }) => (
        <li
          key={label}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:p-4"
        >
          <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', tone)}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col-reverse">
            <p className="text-xs text-slate-500 sm:text-sm">{label}</p>
            <p className="text-xl font-bold text-slate-900 sm:text-2xl">{value}</p>
          </div>
        </li>
      ))}
      <li>
        <MapAlertsCounter alerts={alerts} now={now} onShow={onShowAlert} />
      </li>
    </ul>
  );
}
