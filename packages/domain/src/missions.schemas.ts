import { z } from 'zod';
import { ASSIGNMENT_ROLES, AssignmentRoleSchema, DEFAULT_ASSIGNMENT_ROLE } from './assignments.ts';
import { CHECKLIST_CATEGORIES, DEFAULT_CHECKLIST_CATEGORY } from './checklists.ts';
import * as MSG from './messages.ts';
import { MISSION_STATUSES, MISSION_TYPES } from './missions.ts';
import {
  ClientRequestIdSchema,
  IdSchema,
  isoDateTime,
  optionalText,
  requiredText,
  strictBody,
} from './validation.ts';

export const IsoDateTimeSchema = isoDateTime;
const MissionStatusField = z.enum(MISSION_STATUSES, { error: MSG.missionStatusInvalid });

// optionalText's blank-to-null step would make its key required in the output type: .optional() keeps it optional.
const missionFields = {
  title: requiredText(200, MSG.missionTitleRequired),
  type: z.enum(MISSION_TYPES, { error: MSG.missionTypeRequired }),
  clientId: IdSchema.nullable().optional(),
  startAt: IsoDateTimeSchema(MSG.missionStartRequired),
  endAt: IsoDateTimeSchema(MSG.missionEndRequired),
  locationAddress: optionalText(500).optional(),
  locationLat: z
    .number({ error: MSG.latitudeInvalid })
    .min(-90, MSG.latitudeInvalid)
    .max(90, MSG.latitudeInvalid)
    .nullable()
    .optional(),
  locationLng: z
    .number({ error: MSG.longitudeInvalid })
    .min(-180, MSG.longitudeInvalid)
    .max(180, MSG.longitudeInvalid)
    .nullable()
    .optional(),
  objective: optionalText(5000).optional(),
  briefingNotes: optionalText(10000).optional(),
};

const endsAfterStart = (v: { startAt?: string; endAt?: string }) =>
  !v.startAt || !v.endAt || Date.parse(v.endAt) > Date.parse(v.startAt);

/** POST /api/missions: the mission form. */
export const MissionCreateSchema = strictBody(missionFields).refine(endsAfterStart, {
  message: MSG.missionEndBeforeStart,
  path: ['endAt'],
});
export type MissionCreate = z.infer<typeof MissionCreateSchema>;

/** PATCH /api/missions/{id}: either { status } alone, or some of the form's fields. */
export const MissionUpdateSchema = strictBody({
  ...missionFields,
  title: missionFields.title.optional(),
  type: missionFields.type.optional(),
  startAt: missionFields.startAt.optional(),
  endAt: missionFields.endAt.optional(),
  status: MissionStatusField.optional(),
}).superRefine((value, ctx) => {
  const fields = Object.keys(value).filter((k) => value[k as keyof typeof value] !== undefined);
  if (fields.length === 0) ctx.addIssue({ code: 'custom', message: MSG.missionUpdateEmpty });
  else if (value.status && fields.length > 1)
    ctx.addIssue({ code: 'custom', message: MSG.missionStatusAlone });
  if (!endsAfterStart(value))
    ctx.addIssue({ code: 'custom', message: MSG.missionEndBeforeStart, path: ['endAt'] });
});
export type MissionUpdate = z.infer<typeof MissionUpdateSchema>;

export const MISSION_PAGE_MAX = 1000;
const PageNumber = (min: number, max?: number) => {
  const n = z.coerce
    .number({ error: MSG.paginationInvalid })
    .int(MSG.paginationInvalid)
    .min(min, MSG.paginationInvalid);
  return (max === undefined ? n : n.max(max, MSG.paginationInvalid)).optional();
};

/** GET /api/missions: optional status, a window the missions overlap, and a page (all missions without limit). */
export const MissionListQuerySchema = strictBody({
  status: MissionStatusField.optional(),
  from: IsoDateTimeSchema().optional(),
  to: IsoDateTimeSchema().optional(),
  limit: PageNumber(1, MISSION_PAGE_MAX),
  offset: PageNumber(0),
}).refine((q) => !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from), {
  message: MSG.missionWindowInvalid,
  path: ['to'],
});
export type MissionListQuery = z.infer<typeof MissionListQuerySchema>;

/** Path ids are plain strings: a malformed id is answered like an unknown one (404). */
export const MissionIdParamsSchema = strictBody({ id: z.string().max(100) });
export const AssignmentIdParamsSchema = strictBody({ assignmentId: z.string().max(100) });

export const AssignmentCreateSchema = strictBody({
  agentId: z.uuid({ error: MSG.assignmentAgentRequired }),
  role: z.enum(ASSIGNMENT_ROLES, { error: MSG.assignmentRoleInvalid }).default(DEFAULT_ASSIGNMENT_ROLE),
});
export type AssignmentCreate = z.infer<typeof AssignmentCreateSchema>;

export const PERIMETER_RADIUS_MIN_M = 10;
export const PERIMETER_RADIUS_MAX_M = 100_000;
/** PATCH /api/missions/{id}/perimeter; without a centre, the perimeter is centred on the mission's place. */
export const PerimeterUpdateSchema = strictBody({
  enabled: z.boolean({ error: MSG.booleanExpected }).optional(),
  radius: z
    .number({ error: MSG.perimeterRadiusInvalid })
    .int(MSG.perimeterRadiusInvalid)
    .min(PERIMETER_RADIUS_MIN_M, MSG.perimeterRadiusInvalid)
    .max(PERIMETER_RADIUS_MAX_M, MSG.perimeterRadiusInvalid)
    .optional(),
  centerLat: z
    .number({ error: MSG.latitudeInvalid })
    .min(-90, MSG.latitudeInvalid)
    .max(90, MSG.latitudeInvalid)
    .optional(),
  centerLng: z
    .number({ error: MSG.longitudeInvalid })
    .min(-180, MSG.longitudeInvalid)
    .max(180, MSG.longitudeInvalid)
    .optional(),
})
  // A centre is a point: half of one means nothing, so both come together or neither.
  .refine((v) => (v.centerLat === undefined) === (v.centerLng === undefined), {
    message: MSG.perimeterCenterIncomplete,
  })
  .refine((v) => v.enabled !== undefined || v.radius !== undefined || v.centerLat !== undefined, {
    message: MSG.missionUpdateEmpty,
  });
export type PerimeterUpdate = z.infer<typeof PerimeterUpdateSchema>;

export const PerimeterSchema = z.object({
  enabled: z.boolean(),
  centerLat: z.number().nullable(),
  centerLng: z.number().nullable(),
  radius: z.number(),
});
export type Perimeter = z.infer<typeof PerimeterSchema>;

/** The spec's Client has a name; the missions list calls it client.company, so both are given. */
export const MissionClientSchema = z.object({ id: z.string(), name: z.string(), company: z.string() });

export const MissionListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(MISSION_TYPES),
  status: z.enum(MISSION_STATUSES),
  startAt: z.string(),
  endAt: z.string(),
  locationAddress: z.string().nullable(),
  locationLat: z.number().nullable(),
  locationLng: z.number().nullable(),
  client: MissionClientSchema.nullable(),
  _count: z.object({ assignments: z.number() }),
});
export type MissionListItem = z.infer<typeof MissionListItemSchema>;

export const AssignmentSchema = z.object({
  id: z.string(),
  missionId: z.string(),
  agentId: z.string(),
  role: AssignmentRoleSchema,
  agent: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    matricule: z.string(),
    photo: z.string().nullable(),
    specialties: z.array(z.string()),
  }),
});
export type Assignment = z.infer<typeof AssignmentSchema>;

export const MissionShiftSchema = z.object({
  id: z.string(),
  /** null for an open shift ('Poste à pourvoir'). */
  agentId: z.string().nullable(),
  missionId: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  zone: z.string().nullable(),
  notes: z.string().nullable(),
  recurring: z.boolean(),
  recurringType: z.string().nullable(),
  recurringEndDate: z.string().nullable(),
  agent: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
});

export const MissionIncidentSummarySchema = z.object({
  id: z.string(),
  type: z.string(),
  severity: z.number(),
  title: z.string(),
  status: z.string(),
  occurredAt: z.string(),
});

export const MissionAttendanceSummarySchema = z.object({
  id: z.string(),
  agentId: z.string(),
  shiftId: z.string().nullable(),
  status: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  regularHours: z.number(),
  overtimeHours: z.number(),
});

export const ChecklistTickSchema = z.object({
  agentId: z.string(),
  checked: z.boolean(),
  signedAt: z.string().nullable(),
  /** When the last change reached the server; it differs from signedAt for a tick made offline. */
  receivedAt: z.string().nullable(),
  /** The time the phone gave when it was not kept (the tick is then signed on arrival): shown, flagged. */
  declaredAt: z.string().nullable(),
});
export type ChecklistTick = z.infer<typeof ChecklistTickSchema>;

/** A mission task; an empty assignedAgents means every agent of the mission. */
export const ChecklistItemSchema = z.object({
  id: z.string(),
  missionId: z.string(),
  label: z.string(),
  category: z.enum(CHECKLIST_CATEGORIES),
  required: z.boolean(),
  assignedAgents: z.array(z.string()),
  order: z.number(),
  ticks: z.array(ChecklistTickSchema),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const CHECKLIST_BULK_MAX = 200;
/**
 * A task's position is a 32-bit column, and a task sent without one goes after the highest: this cap keeps both far
 * below the column's limit.
 */
export const CHECKLIST_ORDER_MAX = 1_000_000;
export const ChecklistBulkItemSchema = strictBody({
  label: requiredText(300, MSG.checklistLabelRequired),
  required: z.boolean({ error: MSG.booleanExpected }).default(true),
  category: z
    .enum(CHECKLIST_CATEGORIES, { error: MSG.checklistCategoryInvalid })
    .default(DEFAULT_CHECKLIST_CATEGORY),
  assignedAgents: z.array(IdSchema, { error: MSG.validation }).max(100).default([]),
  order: z
    .number({ error: MSG.checklistOrderInvalid })
    .int(MSG.checklistOrderInvalid)
    .min(0, MSG.checklistOrderInvalid)
    .max(CHECKLIST_ORDER_MAX, MSG.checklistOrderInvalid)
    .optional(),
});

/** POST /api/checklists/bulk: a mission's tasks, written together. */
export const ChecklistBulkSchema = strictBody({
  missionId: IdSchema,
  items: z
    .array(ChecklistBulkItemSchema, { error: MSG.checklistItemsRequired })
    .min(1, MSG.checklistItemsRequired)
    .max(CHECKLIST_BULK_MAX, MSG.validation),
});
export type ChecklistBulk = z.infer<typeof ChecklistBulkSchema>;

export const ChecklistItemsQuerySchema = strictBody({ missionId: IdSchema });

/** POST /api/checklists/tick: an agent ticks or unticks one of their tasks. */
export const ChecklistTickBodySchema = strictBody({
  checklistId: IdSchema,
  agentId: IdSchema,
  missionId: IdSchema,
  checked: z.boolean({ error: MSG.booleanExpected }),
  /** When a guard ticked offline: the tick is signed at that time when it is recent (see declared-time). */
  checkedAt: isoDateTime().optional(),
  /** Sent by the offline queue; ticking sets a state, so a repeat changes nothing and needs no lookup. */
  clientRequestId: ClientRequestIdSchema.optional(),
});
export type ChecklistTickBody = z.infer<typeof ChecklistTickBodySchema>;

/** GET /api/missions/{id}: the mission with everything the detail and field screens show. */
export const MissionDetailSchema = MissionListItemSchema.extend({
  objective: z.string().nullable(),
  clientId: z.string().nullable(),
  briefingNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  locations: z.array(z.object({ line1: z.string(), city: z.string() })),
  assignments: z.array(AssignmentSchema),
  shifts: z.array(MissionShiftSchema),
  incidents: z.array(MissionIncidentSummarySchema),
  checklists: z.array(ChecklistItemSchema),
  attendances: z.array(MissionAttendanceSummarySchema),
  perimeter: PerimeterSchema.nullable(),
  _count: z.object({
    assignments: z.number(),
    incidents: z.number(),
    checklists: z.number(),
    attendances: z.number(),
  }),
});
export type MissionDetail = z.infer<typeof MissionDetailSchema>;

export const ChatMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
});
export type ChatMember = z.infer<typeof ChatMemberSchema>;
