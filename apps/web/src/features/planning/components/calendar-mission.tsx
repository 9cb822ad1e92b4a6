import * as MSG from '@secops/domain/messages';
import { MISSION_STATUS_LABELS } from '@secops/domain/missions';
import type { PlanningWeek } from '@secops/domain/planning.schemas';
import { toParisDate } from '@secops/domain/planning';
import { Clock, MapPin, UserRoundX, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import { addressHead, continuesFromBefore, type WeekDay } from '../utils/week-layout.ts';
import { dayShortDate } from '../utils/week-format.ts';
import { StatusDot } from './status-legend.tsx';

export type CalendarMissionItem = PlanningWeek['missions'][number];
export type MissionCoverage = { shiftCount: number; openShiftCount: number };

/** 'Aucun agent planifié' for a mission to staff with no shift this week, else the open shifts left, if any. */
function CoverageFlag({ coverage }: { coverage: MissionCoverage }) {
  const text =
    coverage.shiftCount === 0
      ? MSG.boardNoShiftMission
      : coverage.openShiftCount === 1
        ? MSG.boardOpenShiftsOne
        : coverage.openShiftCount > 1
          ? formatMessage(MSG.boardOpenShifts, { n: coverage.openShiftCount })
          : null;
  if (!text) return null;
  return (
    <span className="mt-1.5 flex items-center gap-1 rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800">
      <UserRoundX aria-hidden="true" className="size-3.5 shrink-0" />
      {text}
    </span>
  );
}

/**
 * A mission on one day of the calendar: status dot, title, start time ("Depuis le 10/03" on the days after its
 * first), agent count and the first part of its address; it opens the mission.
 */
export function CalendarMission({
  mission,
  day,
  coverage,
}: {
  mission: CalendarMissionItem;
  day: WeekDay;
  coverage?: MissionCoverage | undefined;
}) {
  const started = continuesFromBefore(mission, day)
    ? formatMessage(MSG.planningContinued, { date: dayShortDate(toParisDate(new Date(mission.startAt))) })
    : formatTime(mission.startAt);
  const agents = formatMessage(MSG.missionAgentCount, { n: mission._count.assignments });
  const place = addressHead(mission.locationAddress);

  return (
    <Link
      to={`/admin/missions/${mission.id}`}
      className="block rounded-lg border border-slate-200 bg-white p-2 text-sm shadow-xs lg:p-1.5 lg:text-[13px] transition-colors hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <span className="flex items-start gap-1.5">
        <StatusDot status={mission.status} className="mt-1.5" />
        <span className="min-w-0 leading-snug font-medium break-words hyphens-auto text-slate-900">
          {mission.title}
        </span>
        <span className="sr-only">{`, ${MISSION_STATUS_LABELS[mission.status]}`}</span>
      </span>
      <span className="mt-1.5 flex flex-wrap gap-x-2.5 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5 text-slate-400" />
          {started}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="size-3.5 text-slate-400" />
          <span aria-hidden="true">{mission._count.assignments}</span>
          <span className="sr-only">{agents}</span>
        </span>
      </span>
      {place && (
        <span className="mt-1 flex items-start gap-1 text-xs text-slate-500">
          <MapPin aria-hidden="true" className="mt-px size-3.5 shrink-0 text-slate-400" />
          <span className="min-w-0 break-words hyphens-auto">{place}</span>
        </span>
      )}
      {coverage && <CoverageFlag coverage={coverage} />}
    </Link>
  );
}
