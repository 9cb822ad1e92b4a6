import * as MSG from '@secops/domain/messages';
import { MISSION_TYPE_LABELS } from '@secops/domain/missions';
import type { MissionListItem } from '@secops/domain/missions.schemas';
import { Building2, CalendarClock, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { MissionStatusBadge } from '../../../components/mission-status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMessage } from '../../../lib/format-message.ts';

/** The ACTIVE card's progress bar is a fixed 60%: no progress is measured. */
const ACTIVE_PROGRESS_PERCENT = 60;

/** One mission of the list, a link to its page. */
export function MissionCard({ mission }: { mission: MissionListItem }) {
  return (
    <Link
      to={`/admin/missions/${mission.id}`}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-blue-300 hover:shadow"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold text-slate-900">{mission.title}</h2>
        <MissionStatusBadge status={mission.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{MISSION_TYPE_LABELS[mission.type]}</p>
      <dl className="mt-4 space-y-2 text-sm text-slate-600">
        <Detail icon={Users} label={MSG.missionAgents}>
          {formatMessage(MSG.missionAgentCount, { n: mission._count.assignments })}
        </Detail>
        <Detail icon={CalendarClock} label={MSG.missionStart}>
          {formatDateTime(mission.startAt)}
        </Detail>
        <Detail icon={MapPin} label={MSG.missionFieldAddress}>
          {mission.locationAddress ?? MSG.missionNoAddress}
        </Detail>
        <Detail icon={Building2} label={MSG.missionFieldClient}>
          {mission.client?.company ?? MSG.missionNoClient}
        </Detail>
      </dl>
      {mission.status === 'ACTIVE' && (
        <div className="mt-auto pt-4">
          <div className="flex justify-between text-xs font-medium text-slate-600">
            <span>{MSG.missionInProgress}</span>
            <span>{ACTIVE_PROGRESS_PERCENT} %</span>
          </div>
          <div
            role="progressbar"
            aria-label={MSG.missionInProgress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={ACTIVE_PROGRESS_PERCENT}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-blue-600"
              style={{ width: `${ACTIVE_PROGRESS_PERCENT}%` }}
            />
          </div>
        </div>
      )}
    </Link>
  );
}

function Detail({ icon: Icon, label, children }: { icon: typeof Users; label: string; children: string }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="shrink-0 pt-0.5">
        <Icon aria-hidden="true" className="size-4 text-slate-400" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
