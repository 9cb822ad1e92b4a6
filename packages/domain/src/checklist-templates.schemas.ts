import { z } from 'zod';
import { CHECKLIST_CATEGORIES, DEFAULT_CHECKLIST_CATEGORY } from './checklists.ts';
import * as MSG from './messages.ts';
import { requiredText, strictBody } from './validation.ts';

export const CHECKLIST_TEMPLATE_MAX_ITEMS = 100;

/** A task typed on the template page is required, in the general category, unless said otherwise. */
const TemplateItemField = strictBody({
  label: requiredText(300, MSG.checklistLabelRequired),
  required: z.boolean({ error: MSG.booleanExpected }).default(true),
  category: z
    .enum(CHECKLIST_CATEGORIES, { error: MSG.checklistCategoryInvalid })
    .default(DEFAULT_CHECKLIST_CATEGORY),
});

const taskKey = (t: { label: string; category: string }) => `${t.category}\u0000${t.label.toLowerCase()}`;

/** PUT /api/checklists/templates/{specialty}: the whole template, in order; a task appears once. */
export const ChecklistTemplateSaveSchema = strictBody({
  items: z
    .array(TemplateItemField, { error: MSG.validation })
    .max(CHECKLIST_TEMPLATE_MAX_ITEMS, MSG.checklistTemplateTooMany),
}).superRefine((v, ctx) => {
  const seen = new Set<string>();
  v.items.forEach((item, index) => {
    const key = taskKey(item);
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['items', index, 'label'],
        message: MSG.checklistTemplateDuplicate,
      });
    }
    seen.add(key);
  });
});
export type ChecklistTemplateSave = z.infer<typeof ChecklistTemplateSaveSchema>;
export type ChecklistTemplateSaveInput = z.input<typeof ChecklistTemplateSaveSchema>;

export const SpecialtyParamsSchema = z.object({
  specialty: z.string().max(100, MSG.checklistTemplateNotFound),
});
