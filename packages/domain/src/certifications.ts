/** A certification is shown as expiring soon when it ends within this many days. */
export const CERTIFICATION_WARNING_DAYS = 90;

export type CertificationState = 'expired' | 'expiring' | 'valid';

export const CERTIFICATION_STATE_LABELS: Record<CertificationState, string> = {
  expired: 'EXPIRÉE',
  expiring: 'Expire bientôt',
  valid: 'Valide',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Expired once validTo is past; expiring when it falls within the next 90 days; valid otherwise. */
export function certificationState(validTo: Date | string, now: Date = new Date()): CertificationState {
  const end = new Date(validTo).getTime();
  if (end < now.getTime()) return 'expired';
  if (end - now.getTime() <= CERTIFICATION_WARNING_DAYS * DAY_MS) return 'expiring';
  return 'valid';
}
