import * as MSG from '@secops/domain/messages';
import { MISSION_TYPES, type MissionType } from '@secops/domain/missions';
import {
  MissionCreateSchema,
  MissionUpdateSchema,
  type MissionDetail,
} from '@secops/domain/missions.schemas';
import { z } from 'zod';
import { fromParisInput, toParisInput } from '../../../lib/paris-input.ts';

const dateTimeField = (message: string) => z.string().refine((v) => fromParisInput(v) !== null, message);

/** What the inputs hold: texts, Paris date-times ('2026-03-12T08:00'), and the looked-up coordinates. */
const MissionFormFieldsSchema = z.object({
  title: z.string().trim().min(1, MSG.missionTitleRequired),
  type: z.union([z.enum(MISSION_TYPES), z.literal('')]).refine((v) => v !== '', MSG.missionTypeRequired),
  clientId: z.string(),
  startAt: dateTimeField(MSG.missionFormStartRequired),
  endAt: dateTimeField(MSG.missionFormEndRequired),
  locationAddress: z.string(),
  locationLat: z.number().nullable(),
  locationLng: z.number().nullable(),
  objective: z.string(),
  briefingNotes: z.string(),
});

export type MissionFormValues = z.input<typeof MissionFormFieldsSchema>;

/** The request body the form stands for: ISO instants, no client as null, coordinates as numbers. */
function toMissionBody(values: z.output<typeof MissionFormFieldsSchema>) {
  return {
    title: values.title,
    type: values.type as MissionType,
    clientId: values.clientId || null,
    startAt: fromParisInput(values.startAt) ?? '',
    endAt: fromParisInput(values.endAt) ?? '',
    locationAddress: values.locationAddress,
    locationLat: values.locationLat,
    locationLng: values.locationLng,
    objective: values.objective,
    briefingNotes: values.briefingNotes,
  };
}

/** The creation form: the inputs' own checks, then the server's schema (end after start, lengths, ranges). */
export const MissionCreateFormSchema = MissionFormFieldsSchema.transform(
  (values): z.input<typeof MissionCreateSchema> => toMissionBody(values),
).pipe(MissionCreateSchema);

/** The edit modal sends every field of the form; a text emptied there is cleared on the server. */
export const MissionEditFormSchema = MissionFormFieldsSchema.transform(
  (values): z.input<typeof MissionUpdateSchema> => toMissionBody(values),
).pipe(MissionUpdateSchema);

export const EMPTY_MISSION_FORM: MissionFormValues = {
  title: '',
  type: '',
  clientId: '',
  startAt: '',
  endAt: '',
  locationAddress: '',
  locationLat: null,
  locationLng: null,
  objective: '',
  briefingNotes: '',
};

/** The edit modal starts from the mission as it is, its times read on a Paris clock. */
export const missionFormValues = (mission: MissionDetail): MissionFormValues => ({
  title: mission.title,
  type: mission.type,
  clientId: mission.clientId ?? '',
  startAt: toParisInput(mission.startAt),
  endAt: toParisInput(mission.endAt),
  locationAddress: mission.locationAddress ?? '',
  locationLat: mission.locationLat,
  locationLng: mission.locationLng,
  objective: mission.objective ?? '',
  briefingNotes: mission.briefingNotes ?? '',
});
