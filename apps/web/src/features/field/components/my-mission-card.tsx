import * as MSG from '@secops/domain/messages';
import { locationsFromAddress, MISSION_TYPE_LABELS } from '@secops/domain/missions';
import type { MissionListItem } from '@secops/domain/missions.schemas';
import type { AgentShift } from '@secops/domain/planning.schemas';
import { CalendarClock, ChevronRight, Clock, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { MissionStatusBadge } from '../../../components/mission-status-badge.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { shiftDay, shiftHours } from '../utils/shift-display.ts';
import { InfoLine } from './info-line.tsx';

type MyMissionCardProps = { mission: MissionListItem; shifts: readonly AgentShift[] };

/** One of the agent's missions, the whole card a link to its page, with their next shifts on it. */
export function MyMissionCard({ mission, shifts }: MyMissionCardProps) {
  const place = locationsFromAddress(mission.locationAddress)[0]?.line1 ?? MSG.missionNoAddress;
  return (
    <Link
      to={`/agent/missions/${mission.id}`}
      className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-blue-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700 active:bg-slate-50"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          className="line-clamp-2 min-w-0 text-lg leading-snug font-semibold break-words text-slate-900"
          title={mission.title}
        >
          {mission.title}
        </h2>
        <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-400" />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <MissionStatusBadge status={mission.status} />
        <span className="text-sm font-medium text-slate-700">
          <span className="sr-only">{MSG.fieldMissionType} : </span>
          {MISSION_TYPE_LABELS[mission.type]}
        </span>
      </div>
      <dl className="mt-3 space-y-1.5 text-base text-slate-700">
        <InfoLine icon={CalendarClock} label={MSG.fieldMissionStart}>
          {formatDateTime(mission.startAt)}
        </InfoLine>
        <InfoLine icon={MapPin} label={MSG.fieldMissionPlace}>
          {place}
        </InfoLine>
        <InfoLine icon={Users} label={MSG.fieldMissionTeam}>
          {formatMessage(MSG.missionAgentCount, { n: mission._count.assignments })}
        </InfoLine>
      </dl>
      {shifts.length > 0 && (
        <div className="mt-3 rounded-lg bg-blue-50 px-3 py-2">
          <p className="text-sm font-semibold text-blue-900">{MSG.fieldUpcomingShifts}</p>
          <ul className="mt-1 space-y-1">
            {shifts.map((shift) => (
              <li key={shift.id} className="flex items-start gap-2 text-sm text-blue-900">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="min-w-0">
                  {shiftDay(shift.startAt)}
                  {' · '}
                  <span className="font-medium whitespace-nowrap">
                    {shiftHours(shift.startAt, shift.endAt)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Link>
  );
}
