import type { ClientMission } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { MISSION_TYPE_LABELS } from '@secops/domain/missions';
import { CalendarRange, ChevronRight, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { PHASE_LABELS, PHASE_TONES } from '../utils/display.ts';

/** A mission of the list: its title (the link to its page), type, status, period and place. */
export function MissionCard({ mission }: { mission: ClientMission }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors focus-within:border-blue-400 hover:border-blue-300"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 text-base font-semibold text-slate-900">
          <Link
            to={`/client/missions/${encodeURIComponent(mission.id)}`}
            className="break-words after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-blue-600"
          >
            {mission.title}
          </Link>
        </h3>
        <Badge tone={PHASE_TONES[mission.phase]}>{PHASE_LABELS[mission.phase]}</Badge>
      </div>
      <p className="text-sm text-slate-600">{MISSION_TYPE_LABELS[mission.type]}</p>
      <ul className="space-y-1.5 text-sm text-slate-700">
        <li className="flex items-start gap-2">
          <CalendarRange aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="tabular-nums">
            {formatMessage(MSG.portalMissionPeriod, {
              from: formatDateTime(mission.startAt),
              to: formatDateTime(mission.endAt),
            })}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="break-words">{mission.address ?? MSG.portalMissionNoAddress}</span>
        </li>
      </ul>
      <ChevronRight aria-hidden="true" className="absolute right-4 bottom-4 size-5 text-slate-400" />
    </article>
  );
}
