import { INCIDENT_STATUS_LABELS } from '@secops/domain/incidents';
import type { IncidentTimelineItem } from '@secops/domain/incidents.schemas';
import * as MSG from '@secops/domain/messages';
import { CircleDot, MessageSquareText, Flag, UserRound, CheckCircle2, type LucideIcon } from 'lucide-react';
import type { IncidentTimelineKind } from '@secops/domain/incidents.schemas';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';

const ICONS: Record<IncidentTimelineKind, LucideIcon> = {
  REPORTED: Flag,
  NOTE: MessageSquareText,
  STATUS: CircleDot,
  ASSIGNED: UserRound,
  RESOLUTION: CheckCircle2,
};

/** The item's heading: what happened, with the status entered or the person now in charge. */
function heading(item: IncidentTimelineItem): string {
  switch (item.kind) {
    case 'REPORTED':
      return MSG.incidentTimelineReported;
    case 'NOTE':
      return MSG.incidentTimelineNote;
    case 'STATUS':
      return formatMessage(MSG.incidentTimelineStatus, {
        status: item.status ? INCIDENT_STATUS_LABELS[item.status] : '',
      });
    case 'ASSIGNED':
      return formatMessage(MSG.incidentTimelineAssigned, { name: item.text ?? MSG.incidentUnassigned });
    case 'RESOLUTION':
      return MSG.incidentResolutionLabel;
  }
}

/** The text under the heading: the note or the resolution (the other kinds say all in their heading). */
const body = (item: IncidentTimelineItem): string | null =>
  item.kind === 'NOTE' || item.kind === 'RESOLUTION' ? item.text : null;

/** "Chronologie": the report, notes, status changes, assignments and resolution, oldest first, each signed. */
export function IncidentTimeline({ items }: { items: readonly IncidentTimelineItem[] }) {
  return (
    <ol aria-label={MSG.incidentTimelineTitle} className="space-y-4">
      {items.map((item) => {
        const Icon = ICONS[item.kind];
        const date = formatDateTime(item.at);
        const text = body(item);
        return (
          <li key={item.id} className="flex gap-3">
            <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-slate-900">{heading(item)}</p>
              {text && <p className="mt-0.5 text-sm whitespace-pre-line text-slate-700">{text}</p>}
              <p className="mt-0.5 text-xs text-slate-500">
                <time dateTime={item.at}>
                  {item.author
                    ? formatMessage(MSG.incidentTimelineBy, { name: item.author.name, date })
                    : formatMessage(MSG.incidentTimelineAutomatic, { date })}
                </time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
