import * as MSG from '@secops/domain/messages';
import { MISSION_STATUS_LABELS, type MissionStatus } from '@secops/domain/missions';
import { cn } from '../../../lib/cn.ts';

/** The planning colours: Préparation gray, Confirmée blue, En cours yellow, Terminée green; archived purple. */
export const STATUS_DOT_CLASSES: Record<MissionStatus, string> = {
  PREPARATION: 'bg-slate-400',
  CONFIRMED: 'bg-blue-500',
  ACTIVE: 'bg-yellow-400',
  COMPLETED: 'bg-green-500',
  ARCHIVED: 'bg-purple-500',
};

/** The legend shows the first four statuses only. */
const LEGEND_STATUSES = ['PREPARATION', 'CONFIRMED', 'ACTIVE', 'COMPLETED'] as const;

export function StatusDot({ status, className }: { status: MissionStatus; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2.5 shrink-0 rounded-full', STATUS_DOT_CLASSES[status], className)}
    />
  );
}

export function StatusLegend() {
  return (
    <ul aria-label={MSG.planningLegend} className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
      {LEGEND_STATUSES.map((status) => (
        <li key={status} className="inline-flex items-center gap-1.5 text-sm text-slate-600">
          <StatusDot status={status} />
          {MISSION_STATUS_LABELS[status]}
        </li>
      ))}
    </ul>
  );
}
