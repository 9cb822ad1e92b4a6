import { z } from 'zod';
import * as MSG from './messages.ts';
import { isoDateTime, strictBody } from './validation.ts';

/** Why a guard cannot work: leave is the employer's to grant, the others take effect at once. */
export const UNAVAILABILITY_REASONS = ['LEAVE', 'SICK', 'TRAINING', 'UNAVAILABLE'] as const;
export type UnavailabilityReason = (typeof UNAVAILABILITY_REASONS)[number];
export const UNAVAILABILITY_STATUSES = ['REQUESTED', 'APPROVED', 'REFUSED'] as const;
export type UnavailabilityStatus = (typeof UNAVAILABILITY_STATUSES)[number];

export const UNAVAILABILITY_REASON_LABELS: Record<UnavailabilityReason, string> = {
  LEAVE: 'Congés',
  SICK: 'Maladie',
  TRAINING: 'Formation',
  UNAVAILABLE: 'Indisponible',
};
export const UNAVAILABILITY_STATUS_LABELS: Record<UnavailabilityStatus, string> = {
  REQUESTED: 'Demandée',
  APPROVED: 'Acceptée',
  REFUSED: 'Refusée',
};

/** A declared period lasts at most this long (a year of leave or sickness is declared again). */
export const UNAVAILABILITY_MAX_DAYS = 366;

export const UnavailabilityCreateSchema = strictBody({
  startAt: isoDateTime(MSG.unavailabilityStartRequired),
  endAt: isoDateTime(MSG.unavailabilityEndRequired),
  reason: z.enum(UNAVAILABILITY_REASONS, { error: MSG.unavailabilityReasonInvalid }),
}).superRefine((v, ctx) => {
  const length = Date.parse(v.endAt) - Date.parse(v.startAt);
  if (length <= 0) ctx.addIssue({ code: 'custom', message: MSG.shiftEndBeforeStart, path: ['endAt'] });
  else if (length > UNAVAILABILITY_MAX_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', message: MSG.unavailabilityTooLong, path: ['endAt'] });
});
export type UnavailabilityCreate = z.infer<typeof UnavailabilityCreateSchema>;

export const UnavailabilityDecisionSchema = strictBody({
  status: z.enum(['APPROVED', 'REFUSED'], { error: MSG.unavailabilityDecisionInvalid }),
});

export type UnavailabilityDecision = z.infer<typeof UnavailabilityDecisionSchema>;

export const UnavailabilitySchema = z.object({
  id: z.string(),
  agentId: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** Null for 'Maladie' (health data) unless the reader is the guard, an ADMIN or a SUPERADMIN: shown 'Absent'. */
  reason: z.enum(UNAVAILABILITY_REASONS).nullable(),
  status: z.enum(UNAVAILABILITY_STATUSES),
});
export type Unavailability = z.infer<typeof UnavailabilitySchema>;
