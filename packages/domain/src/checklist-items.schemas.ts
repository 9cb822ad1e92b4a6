import { z } from 'zod';
import * as MSG from './messages.ts';
import { IdSchema, requiredText, strictBody } from './validation.ts';

/** The most agents one task can name (as in POST /api/checklists/bulk). */
export const CHECKLIST_TASK_MAX_AGENTS = 100;

/** PATCH /api/checklists/items/{id}: some of a task's label, required flag and agents (empty list = everyone). */
export const ChecklistItemUpdateSchema = strictBody({
  label: requiredText(300, MSG.checklistLabelRequired).optional(),
  required: z.boolean({ error: MSG.booleanExpected }).optional(),
  assignedAgents: z
    .array(IdSchema, { error: MSG.validation })
    .max(CHECKLIST_TASK_MAX_AGENTS, MSG.validation)
    .optional(),
}).refine((v) => Object.values(v).some((value) => value !== undefined), {
  message: MSG.checklistUpdateEmpty,
});
export type ChecklistItemUpdate = z.infer<typeof ChecklistItemUpdateSchema>;
