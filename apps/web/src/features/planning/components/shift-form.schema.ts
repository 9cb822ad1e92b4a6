import * as MSG from '@secops/domain/messages';
import { ShiftCreateSchema } from '@secops/domain/planning.schemas';
import { RECURRENCE_TYPES } from '@secops/domain/shifts';
import { z } from 'zod';
import { fromParisInput } from '../../../lib/paris-input.ts';

const dateTimeField = (message: string) => z.string().refine((v) => fromParisInput(v) !== null, message);

/** What the inputs hold: the agent, Paris date-times ('2026-03-12T08:00'), texts and the recurrence. */
const ShiftFormFieldsSchema = z
  .object({
    agentId: z.string().min(1, MSG.shiftAgentRequired),
    startAt: dateTimeField(MSG.shiftStartRequired),
    endAt: dateTimeField(MSG.shiftEndRequired),
    zone: z.string(),
    notes: z.string(),
    recurring: z.boolean(),
    recurringType: z.union([z.enum(RECURRENCE_TYPES), z.literal('')]),
    recurringEndDate: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.recurring) return;
    if (!values.recurringType)
      ctx.addIssue({ code: 'custom', message: MSG.shiftRecurringTypeRequired, path: ['recurringType'] });
    if (!values.recurringEndDate)
      ctx.addIssue({ code: 'custom', message: MSG.shiftRecurringEndRequired, path: ['recurringEndDate'] });
  });

export type ShiftFormValues = z.input<typeof ShiftFormFieldsSchema>;

/**
 * The shift form of a mission: the inputs' own checks (agent, start and end required; type and end date when
 * recurring), then the server's schema (end after start, at most 24 h, end date not before the start date).
 */
export const shiftFormSchema = (missionId: string) =>
  ShiftFormFieldsSchema.transform((values): z.input<typeof ShiftCreateSchema> => ({
    agentId: values.agentId,
    missionId,
    startAt: fromParisInput(values.startAt) ?? '',
    endAt: fromParisInput(values.endAt) ?? '',
    zone: values.zone,
    notes: values.notes,
    recurring: values.recurring,
    recurringType: values.recurring && values.recurringType ? values.recurringType : null,
    recurringEndDate: values.recurring ? values.recurringEndDate : null,
  })).pipe(ShiftCreateSchema);

export const EMPTY_SHIFT_FORM: ShiftFormValues = {
  agentId: '',
  startAt: '',
  endAt: '',
  zone: '',
  notes: '',
  recurring: false,
  recurringType: '',
  recurringEndDate: '',
};

/** The earliest end date of a recurrence: the start's calendar date ('2026-03-12T08:00' → '2026-03-12'). */
export const recurrenceMinDate = (startAt: string): string | undefined =>
  fromParisInput(startAt) ? startAt.slice(0, 10) : undefined;

/** Both dates are needed, as valid Paris date-times, before agents can be suggested. */
export function suggestionWindow(startAt: string, endAt: string): { startAt: string; endAt: string } | null {
  const start = fromParisInput(startAt);
  const end = fromParisInput(endAt);
  return start && end ? { startAt: start, endAt: end } : null;
}
