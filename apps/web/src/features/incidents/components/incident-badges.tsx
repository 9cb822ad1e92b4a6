import { INCIDENT_STATUS_LABELS, severityBadge, type IncidentStatus } from '@secops/domain/incidents';
import * as MSG from '@secops/domain/messages';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatMessage } from '../../../lib/format-message.ts';

const STATUS_TONES: Record<IncidentStatus, BadgeTone> = {
  OPEN: 'red',
  IN_PROGRESS: 'yellow',
  RESOLVED: 'green',
  CLOSED: 'neutral',
};

export function IncidentStatusBadge({ status }: { status: IncidentStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{INCIDENT_STATUS_LABELS[status]}</Badge>;
}

/** "4/5 · Élevé": 4 or more red, 3 orange, 2 yellow, otherwise blue. */
export function SeverityBadge({ severity }: { severity: number }) {
  const { label, colour } = severityBadge(severity);
  return (
    <Badge tone={colour}>
      <span className="tabular-nums">{formatMessage(MSG.incidentSeverityValue, { n: severity })}</span>
      <span aria-hidden="true">·</span>
      {label}
    </Badge>
  );
}
