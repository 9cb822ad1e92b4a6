import {
  CERTIFICATION_STATE_LABELS,
  certificationState,
  type CertificationState,
} from '@secops/domain/certifications';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const TONES: Record<CertificationState, BadgeTone> = { expired: 'red', expiring: 'yellow', valid: 'green' };

/** A certification's validity: 'EXPIRÉE' in red, 'Expire bientôt' (90 days) in yellow, valid in green. */
export function CertificationValidityBadge({ validTo }: { validTo: string }) {
  const state = certificationState(validTo);
  return <Badge tone={TONES[state]}>{CERTIFICATION_STATE_LABELS[state]}</Badge>;
}

/** A certification type coloured by its validity, as the agent card shows it. */
export function CertificationTypeBadge({ type, validTo }: { type: string; validTo: string }) {
  const state = certificationState(validTo);
  return (
    <Badge tone={TONES[state]}>
      {type}
      <span className="sr-only"> ({CERTIFICATION_STATE_LABELS[state]})</span>
    </Badge>
  );
}
