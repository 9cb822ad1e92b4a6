import type { ClientActivity } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { ClipboardList, Clock, Route, ShieldAlert, UserCheck, type LucideIcon } from 'lucide-react';
import { formatMinutes } from '../utils/display.ts';

type Figure = { label: string; value: string; icon: LucideIcon };

/** The period in a few figures: hours delivered, posts held, incidents, logbook entries and, with tours, rounds. */
export function ActivitySummary({ activity, hasTours }: { activity: ClientActivity; hasTours: boolean }) {
  const figures: Figure[] = [
    { label: MSG.portalHoursTitle, value: formatMinutes(activity.hours.totalMinutes), icon: Clock },
    { label: MSG.portalPostsTitle, value: String(activity.posts.length), icon: UserCheck },
    { label: MSG.portalIncidentsTitle, value: String(activity.incidents.length), icon: ShieldAlert },
    { label: MSG.portalLogbookTitle, value: String(activity.logbook.length), icon: ClipboardList },
    ...(hasTours
      ? [{ label: MSG.portalRoundsTitle, value: String(activity.rounds.length), icon: Route }]
      : []),
  ];
  return (
    <dl
      aria-label={MSG.portalSummary}
      className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]"
    >
      {figures.map(({ label, value, icon: Icon }) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-blue-600" />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
