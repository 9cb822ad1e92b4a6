import * as MSG from '@secops/domain/messages';
import { TOUR_ORDER_LABELS, type Tour } from '@secops/domain/rounds';
import { Clock, Timer } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { checkpointCount, scheduleSummary } from '../utils/schedule-summary.ts';
import { ItemActions } from './item-actions.tsx';

type TourItemProps = {
  tour: Tour;
  /** Absent on an archived mission. */
  onEdit?: () => void;
  onDelete?: () => void;
};

/** One tour: name, order rule, schedule, window and its checkpoints in order. */
export function TourItem({ tour, onEdit, onDelete }: TourItemProps) {
  const headingId = useId();
  const { name } = tour;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <article aria-labelledby={headingId} className="space-y-2">
        <header className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-sm font-semibold text-slate-900">
            {name}
          </h3>
          <Badge tone={tour.order === 'STRICT' ? 'blue' : 'neutral'}>{TOUR_ORDER_LABELS[tour.order]}</Badge>
        </header>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock aria-hidden="true" className="size-4 text-slate-500" />
              <span className="sr-only">{MSG.staffTourSchedule}</span>
            </dt>
            <dd className="tabular-nums">{scheduleSummary(tour)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Timer aria-hidden="true" className="size-4 text-slate-500" />
              <span className="sr-only">{MSG.staffTourWindow}</span>
            </dt>
            <dd>{formatMessage(MSG.staffTourWindowSummary, { n: tour.windowMinutes })}</dd>
          </div>
          <div>
            <dt className="sr-only">{MSG.staffTourCheckpoints}</dt>
            <dd>{checkpointCount(tour.checkpoints.length)}</dd>
          </div>
        </dl>
        {tour.checkpoints.length > 0 && (
          <ol
            aria-label={MSG.staffTourSequence}
            className="flex flex-wrap items-center gap-1 text-xs text-slate-600"
          >
            {tour.checkpoints.map((checkpoint, index) => (
              <li key={checkpoint.id} className="rounded bg-slate-100 px-1.5 py-0.5">
                {index + 1}. {checkpoint.name}
              </li>
            ))}
          </ol>
        )}
        {(onEdit || onDelete) && (
          <div className="flex flex-wrap gap-2">
            <ItemActions name={name} onEdit={onEdit} onDelete={onDelete} />
          </div>
        )}
      </article>
    </li>
  );
}
