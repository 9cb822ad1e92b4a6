import type { MissionListItem } from '@secops/domain/missions.schemas';
import * as MSG from '@secops/domain/messages';
import { CalendarClock, ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { MissionStatusBadge } from '../../../components/mission-status-badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** The latest active missions (at most five), each a link to its page, and "Voir tout" to the list. */
export function ActiveMissionsList({ missions }: { missions: MissionListItem[] }) {
  return (
    <Card
      title={MSG.dashboardActiveMissions}
      actions={
        <Link to="/admin/missions" className="text-sm font-medium text-blue-700 hover:underline">
          {MSG.dashboardSeeAll}
        </Link>
      }
    >
      {missions.length === 0 ? (
        <EmptyState title={MSG.dashboardNoActiveMission} className="py-8" />
      ) : (
        <ul className="-my-2 divide-y divide-slate-100">
          {missions.map((mission) => (
            <li key={mission.id}>
              <Link
                to={`/admin/missions/${mission.id}`}
                className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{mission.title}</span>
                    <MissionStatusBadge status={mission.status} />
                  </span>
                  <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500">
                    {mission.client && <span>{mission.client.company}</span>}
                    <span className="inline-flex items-center gap-1">
                      <CalendarClock aria-hidden="true" className="size-4" />
                      {formatDateTime(mission.startAt)}
                    </span>
                    {mission.locationAddress && (
                      <span className="inline-flex min-w-0 items-center gap-1">
                        <MapPin aria-hidden="true" className="size-4 shrink-0" />
                        <span className="truncate" title={mission.locationAddress ?? undefined}>
                          {mission.locationAddress}
                        </span>
                      </span>
                    )}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
