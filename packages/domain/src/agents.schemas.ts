import { z } from 'zod';
import { AttendanceStatusSchema } from './attendance.schemas.ts';
import { EmailSchema, NewPasswordSchema } from './auth.ts';
import { isValidPhone } from './clients.schemas.ts';
import { GRADES } from './grades.ts';
import * as MSG from './messages.ts';
import { isCalendarDate, parisMidnight } from './planning.ts';
import { RoleSchema } from './roles.ts';
import {
  IdSchema,
  isoDateTime,
  optionalText,
  PAGE_MAX_LIMIT,
  requiredText,
  strictBody,
} from './validation.ts';

export const AGENT_NAME_MAX_LENGTH = 100;
export const MATRICULE_MAX_LENGTH = 50;
export const SPECIALTY_MAX_LENGTH = 50;
export const AGENT_MAX_SPECIALTIES = 20;
/** Largest accepted agent photo: 5 MB, enforced while the file is read. */
export const AGENT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Photo types, recognised from the file's content: JPEG, PNG and WebP. */
export const AGENT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AGENT_PHOTO_ACCEPT = AGENT_PHOTO_TYPES.join(',');

const MATRICULE = /^[\p{L}\p{N}](?:[\p{L}\p{N} ._/-]*[\p{L}\p{N}])?$/u;
const emptyToNull = <T>(v: T | '') => (v === '' ? null : v);

const MatriculeSchema = requiredText(MATRICULE_MAX_LENGTH, MSG.matriculeRequired).regex(
  MATRICULE,
  MSG.matriculeInvalid,
);

/** A grade code; the form's empty choice ("") means none. */
const GradeField = z
  .string({ error: MSG.gradeInvalid })
  .transform(emptyToNull)
  .pipe(z.enum(GRADES, { error: MSG.gradeInvalid }).nullable())
  .nullable()
  .optional();

const PhoneField = z
  .string({ error: MSG.phoneInvalid })
  .trim()
  .max(40, MSG.phoneInvalid)
  .refine((v) => v === '' || isValidPhone(v), MSG.phoneInvalid)
  .nullable()
  .optional()
  .transform(emptyToNull);

/** True for a YYYY-MM-DD date between 1900-01-01 and today. */
const isBirthDate = (v: string) =>
  isCalendarDate(v) && v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10);

const DateOfBirthField = z
  .string({ error: MSG.dateOfBirthInvalid })
  .trim()
  .refine((v) => v === '' || isBirthDate(v), MSG.dateOfBirthInvalid)
  .nullable()
  .optional()
  .transform(emptyToNull);

const coordinate = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message).nullable().optional();

/** Specialty codes: each trimmed, empty ones ignored, duplicates removed; new codes join the catalogue. */
const SpecialtiesField = z
  .array(z.string({ error: MSG.specialtyInvalid }).trim().max(SPECIALTY_MAX_LENGTH, MSG.specialtyInvalid), {
    error: MSG.specialtyInvalid,
  })
  .max(AGENT_MAX_SPECIALTIES, MSG.specialtiesTooMany)
  .transform((list) => [...new Set(list.filter((code) => code !== ''))]);

/** Weekly hours of the agent's contract (35 full time), shown beside the hours planned on the board; empty is none. */
export const WEEKLY_CONTRACT_HOURS_MAX = 48;
const WeeklyContractHoursField = z
  .number({ error: MSG.weeklyContractHoursInvalid })
  .min(1, MSG.weeklyContractHoursInvalid)
  .max(WEEKLY_CONTRACT_HOURS_MAX, MSG.weeklyContractHoursInvalid)
  .multipleOf(0.25, MSG.weeklyContractHoursInvalid)
  .nullable()
  .optional();

const agentFields = {
  firstName: requiredText(AGENT_NAME_MAX_LENGTH, MSG.firstNameRequired),
  lastName: requiredText(AGENT_NAME_MAX_LENGTH, MSG.lastNameRequired),
  matricule: MatriculeSchema,
  phone: PhoneField,
  grade: GradeField,
  specialties: SpecialtiesField.optional(),
  address: optionalText(500),
  addressLat: coordinate(90, MSG.latitudeInvalid),
  addressLng: coordinate(180, MSG.longitudeInvalid),
  dateOfBirth: DateOfBirthField,
  weeklyContractHours: WeeklyContractHoursField,
};

/**
 * POST /api/agents: either a new account (email, optional password) created with the agent, or the id of an
 * existing account (the spec's two-call path). Either way an invitation e-mail is sent.
 */
export const AgentCreateSchema = strictBody({
  ...agentFields,
  email: EmailSchema.optional(),
  password: NewPasswordSchema.optional(),
  userId: IdSchema.optional(),
}).superRefine((v, ctx) => {
  if ((v.email === undefined) === (v.userId === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.agentAccountChoice });
  }
  if (v.userId !== undefined && v.password !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.agentPasswordWithUserId });
  }
});
export type AgentCreate = z.infer<typeof AgentCreateSchema>;
export type AgentCreateInput = z.input<typeof AgentCreateSchema>;

/** PATCH /api/agents/{id}: any subset of the agent's fields, at least one. */
export const AgentUpdateSchema = strictBody({
  ...agentFields,
  firstName: agentFields.firstName.optional(),
  lastName: agentFields.lastName.optional(),
  matricule: agentFields.matricule.optional(),
}).refine((v) => Object.keys(v).length > 0, MSG.agentUpdateEmpty);
export type AgentUpdate = z.infer<typeof AgentUpdateSchema>;
export type AgentUpdateInput = z.input<typeof AgentUpdateSchema>;

export const AgentListQuerySchema = strictBody({
  q: z.string({ error: MSG.validation }).trim().max(100, MSG.textTooLong).optional(),
  limit: z.coerce
    .number({ error: MSG.paginationInvalid })
    .int(MSG.paginationInvalid)
    .min(1, MSG.paginationInvalid)
    .max(PAGE_MAX_LIMIT, MSG.paginationInvalid)
    .optional(),
  offset: z.coerce
    .number({ error: MSG.paginationInvalid })
    .int(MSG.paginationInvalid)
    .min(0, MSG.paginationInvalid)
    .default(0),
});
export type AgentListQuery = z.infer<typeof AgentListQuerySchema>;

const isIsoDateTime = (v: string) => isoDateTime().safeParse(v).success;

const CertificationDateField = z
  .string({ error: MSG.certificationDateRequired })
  .trim()
  .refine((v) => isCalendarDate(v) || isIsoDateTime(v), MSG.certificationDateRequired);

/**
 * The instant a certification stops being valid: a date alone (YYYY-MM-DD) is valid through that whole day,
 * Paris time, so it ends at the next Paris midnight; a date-time is taken as given.
 */
export function certificationExpiry(value: string): Date {
  if (!isCalendarDate(value)) return new Date(value);
  const next = new Date(`${value}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(parisMidnight(next.toISOString().slice(0, 10)).getTime() - 1);
}

const sameValidity = (v: { expiresAt?: string; validTo?: string }) =>
  v.expiresAt === undefined ||
  v.validTo === undefined ||
  certificationExpiry(v.expiresAt).getTime() === certificationExpiry(v.validTo).getTime();

const certificationFields = {
  type: requiredText(100, MSG.certificationTypeRequired),
  number: optionalText(100),
  expiresAt: CertificationDateField.optional(),
  validTo: CertificationDateField.optional(),
};

/** POST /api/agents/{id}/certifications: the validity date may be sent as expiresAt or validTo (one date). */
export const CertificationCreateSchema = strictBody(certificationFields)
  .refine((v) => v.expiresAt !== undefined || v.validTo !== undefined, {
    path: ['expiresAt'],
    message: MSG.certificationDateRequired,
  })
  .refine(sameValidity, { path: ['validTo'], message: MSG.certificationDatesDiffer });
export type CertificationCreate = z.infer<typeof CertificationCreateSchema>;

export const CertificationUpdateSchema = strictBody({
  ...certificationFields,
  type: certificationFields.type.optional(),
})
  .refine((v) => Object.keys(v).length > 0, MSG.agentUpdateEmpty)
  .refine(sameValidity, { path: ['validTo'], message: MSG.certificationDatesDiffer });
export type CertificationUpdate = z.infer<typeof CertificationUpdateSchema>;

export const CertificationParamsSchema = z.object({ id: IdSchema, certId: IdSchema });

/** A certification; its one validity date is given both as expiresAt and validTo. */
export const CertificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  number: z.string().nullable(),
  expiresAt: z.string(),
  validTo: z.string(),
});
export type Certification = z.infer<typeof CertificationSchema>;

/**
 * An agent as the list shows it. `user` is null once the account is deleted (`deleted: true`): the agent stays
 * in history under its name, shown with the label "Agent supprimé".
 */
export const AgentSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  matricule: z.string(),
  photo: z.string().nullable(),
  grade: z.enum(GRADES).nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  isActive: z.boolean(),
  deleted: z.boolean(),
  specialties: z.array(z.string()),
  certifications: z.array(CertificationSchema),
  user: z.object({ id: z.string(), email: z.string(), isActive: z.boolean(), role: RoleSchema }).nullable(),
});
export type Agent = z.infer<typeof AgentSchema>;

/** GET /api/agents/{id}: the profile, with the number of missions the agent is assigned to. */
export const AgentDetailSchema = AgentSchema.extend({
  address: z.string().nullable(),
  addressLat: z.number().nullable(),
  addressLng: z.number().nullable(),
  dateOfBirth: z.string().nullable(),
  weeklyContractHours: z.number().nullable(),
  createdAt: z.string(),
  _count: z.object({ assignments: z.number().int() }),
});
export type AgentDetail = z.infer<typeof AgentDetailSchema>;

export const AGENT_RECENT_ATTENDANCES = 5;

/** GET /api/agents/{id}/stats. */
export const AgentStatsSchema = z.object({
  totalMissions: z.number().int(),
  totalIncidents: z.number().int(),
  recentAttendances: z.array(
    z.object({
      id: z.string(),
      status: AttendanceStatusSchema,
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
      regularHours: z.number(),
      overtimeHours: z.number(),
      mission: z.object({ id: z.string(), title: z.string() }),
    }),
  ),
});
export type AgentStats = z.infer<typeof AgentStatsSchema>;

/** The specialty catalogue: the five defaults and those added by admins. */
export const SpecialtySchema = z.object({ code: z.string(), label: z.string() });
export type Specialty = z.infer<typeof SpecialtySchema>;

export const SpecialtyCreateSchema = strictBody({
  label: requiredText(SPECIALTY_MAX_LENGTH, MSG.specialtyInvalid),
});
