import { z } from 'zod';

export const RECURRENCE_TYPES = ['DAILY', 'WEEKLY'] as const;
export const RecurrenceTypeSchema = z.enum(RECURRENCE_TYPES);
export type RecurrenceType = z.infer<typeof RecurrenceTypeSchema>;

export const RECURRENCE_TYPE_LABELS: Record<RecurrenceType, string> = {
  DAILY: 'Quotidien',
  WEEKLY: 'Hebdomadaire',
};
