import { MISSION_STATUS_LABELS, type MissionStatus } from '@secops/domain/missions';
import { Badge, type BadgeTone } from './ui/badge.tsx';

/** The planning legend's colours (gray, blue, yellow, green) for the first four statuses; archived in purple. */
export const MISSION_STATUS_TONES: Record<MissionStatus, BadgeTone> = {
  PREPARATION: 'neutral',
  CONFIRMED: 'blue',
  ACTIVE: 'yellow',
  COMPLETED: 'green',
  ARCHIVED: 'purple',
};

/** A mission's status as a coloured badge with its French label. */
export function MissionStatusBadge({ status }: { status: MissionStatus }) {
  return <Badge tone={MISSION_STATUS_TONES[status]}>{MISSION_STATUS_LABELS[status]}</Badge>;
}
