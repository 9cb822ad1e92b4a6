import type { AlertStatus, AlertType } from '@secops/domain/alerts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

/** A guard missing, in danger or a serious incident is red; the others (late, early, position, perimeter) amber. */
const SEVERE: readonly AlertType[] = ['NO_SHOW', 'SOS', 'INCIDENT_HIGH'];

export const alertTypeTone = (type: AlertType): BadgeTone => (SEVERE.includes(type) ? 'red' : 'amber');

export const ALERT_STATUS_TONES: Record<AlertStatus, BadgeTone> = {
  OPEN: 'blue',
  ACKNOWLEDGED: 'neutral',
  RESOLVED: 'green',
};
