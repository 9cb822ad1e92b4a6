import { z } from 'zod';
import * as MSG from './messages.ts';
import { SOS_STATUSES } from './sos-rules.ts';
import { strictBody } from './validation.ts';

export * from './sos-rules.ts';

const coordinate = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message);

/**
 * POST /api/sos, by a field user. `clientRequestId` is the phone's own id for this alert: sent again (a retry after a
 * lost answer, a queue replayed when the network returns), it answers the same alert instead of raising another.
 * Without a position fix the phone sends none: the alert matters more than its place.
 */
export const SosCreateSchema = strictBody({
  lat: coordinate(90, MSG.latitudeInvalid).nullable().optional(),
  lng: coordinate(180, MSG.longitudeInvalid).nullable().optional(),
  accuracy: z
    .number({ error: MSG.gpsAccuracyInvalid })
    .min(0, MSG.gpsAccuracyInvalid)
    .max(100_000, MSG.gpsAccuracyInvalid)
    .nullable()
    .optional(),
  clientRequestId: z
    .string({ error: MSG.sosClientRequestIdInvalid })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, MSG.sosClientRequestIdInvalid),
}).refine((v) => (v.lat == null) === (v.lng == null), { message: MSG.sosPositionIncomplete, path: ['lng'] });
export type SosCreate = z.infer<typeof SosCreateSchema>;

export const SosListQuerySchema = strictBody({
  status: z.enum(SOS_STATUSES, { error: MSG.sosStatusInvalid }).optional(),
});

/** POST /api/sos/{id}/close: what happened, and whether it was a false alarm (kept and counted per agent). */
export const SosCloseSchema = strictBody({
  note: z.string({ error: MSG.validation }).trim().max(2000, MSG.textTooLong).optional().default(''),
  falseAlarm: z.boolean({ error: MSG.booleanExpected }).optional().default(false),
});
export type SosClose = z.infer<typeof SosCloseSchema>;

const PersonSchema = z.object({ id: z.string(), name: z.string() });

export const SosSchema = z.object({
  id: z.string(),
  status: z.enum(SOS_STATUSES),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  accuracy: z.number().nullable(),
  createdAt: z.string(),
  agent: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    photo: z.string().nullable(),
    phone: z.string().nullable(),
    /** Earlier alerts of this agent closed as false alarms. */
    falseAlarms: z.number().int(),
  }),
  mission: z.object({ id: z.string(), title: z.string() }).nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: PersonSchema.nullable(),
  closedAt: z.string().nullable(),
  closedBy: PersonSchema.nullable(),
  note: z.string().nullable(),
  falseAlarm: z.boolean(),
});
export type Sos = z.infer<typeof SosSchema>;
