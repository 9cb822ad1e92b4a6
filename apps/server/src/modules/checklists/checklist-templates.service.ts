import {
  DEFAULT_CHECKLIST_TEMPLATES,
  type ChecklistTemplate,
  type TemplateTask,
} from '@secops/domain/checklists';
import * as MSG from '@secops/domain/messages';
import { isDefaultSpecialty } from '@secops/domain/specialties';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  deleteTemplate,
  findSpecialtyTemplate,
  listSpecialtyTemplates,
  upsertTemplate,
} from './checklist-templates.repository.ts';

/** The saved template wins; else the specialty's default tasks; a specialty added by hand starts empty. */
function presentTemplate(row: { specialty: string; items: TemplateTask[] | null }): ChecklistTemplate {
  if (row.items) return { specialty: row.specialty, items: row.items, isDefault: false };
  const defaults = isDefaultSpecialty(row.specialty) ? DEFAULT_CHECKLIST_TEMPLATES[row.specialty] : [];
  return { specialty: row.specialty, items: [...defaults], isDefault: true };
}

/** The template of every specialty, as used to build a new mission's check-list. */
export async function listTemplates(db: Db): Promise<ChecklistTemplate[]> {
  return (await listSpecialtyTemplates(db)).map(presentTemplate);
}

/**
 * The tasks each specialty brings to a mission, resolved as for a new mission's check-list: the saved template,
 * else the default tasks (none for a specialty added by hand or unknown).
 */
export async function templateResolver(db: DbOrTx): Promise<(specialty: string) => readonly TemplateTask[]> {
  const saved = new Map((await listSpecialtyTemplates(db)).map((row) => [row.specialty, row]));
  return (specialty) => presentTemplate(saved.get(specialty) ?? { specialty, items: null }).items;
}

async function findTemplate(db: DbOrTx, specialty: string) {
  const row = await findSpecialtyTemplate(db, specialty);
  if (!row) throw notFound(MSG.checklistTemplateNotFound);
  return row;
}

export async function getTemplate(db: Db, specialty: string): Promise<ChecklistTemplate> {
  return presentTemplate(await findTemplate(db, specialty));
}

/** PUT: the tasks, in order, replace the specialty's template (a code outside the catalogue is 404). */
export async function saveTemplate(
  db: Db,
  specialty: string,
  items: TemplateTask[],
  userId: string,
): Promise<ChecklistTemplate> {
  await db.transaction(async (tx) => {
    await findTemplate(tx, specialty);
    await upsertTemplate(tx, specialty, items, userId);
  });
  return getTemplate(db, specialty);
}

/** Back to the specialty's default tasks (none for a specialty added by hand). */
export async function resetTemplate(db: Db, specialty: string): Promise<ChecklistTemplate> {
  await findTemplate(db, specialty);
  await deleteTemplate(db, specialty);
  return getTemplate(db, specialty);
}
