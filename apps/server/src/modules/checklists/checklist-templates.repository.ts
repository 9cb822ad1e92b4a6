import { asc, eq } from 'drizzle-orm';
import type { TemplateTask } from '@secops/domain/checklists';
import type { DbOrTx } from '../../db/client.ts';
import { checklistTemplates, specialties } from '../../db/schema/index.ts';

export type SavedTemplateRow = typeof checklistTemplates.$inferSelect;

/** Every specialty of the catalogue with its saved template, if any. */
export async function listSpecialtyTemplates(db: DbOrTx) {
  return db
    .select({ specialty: specialties.code, items: checklistTemplates.items })
    .from(specialties)
    .leftJoin(checklistTemplates, eq(checklistTemplates.specialty, specialties.code))
    .orderBy(asc(specialties.createdAt), asc(specialties.code));
}

/** One specialty and its saved template; undefined when the specialty is not in the catalogue. */
export async function findSpecialtyTemplate(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ specialty: specialties.code, items: checklistTemplates.items })
    .from(specialties)
    .leftJoin(checklistTemplates, eq(checklistTemplates.specialty, specialties.code))
    .where(eq(specialties.code, code));
  return row;
}

/** Replaces the specialty's saved template (its tasks in order). */
export async function upsertTemplate(
  db: DbOrTx,
  specialty: string,
  items: TemplateTask[],
  updatedBy: string,
): Promise<void> {
  const values = { items, updatedBy, updatedAt: new Date() };
  await db
    .insert(checklistTemplates)
    .values({ specialty, ...values })
    .onConflictDoUpdate({ target: checklistTemplates.specialty, set: values });
}

/** Forgets the saved template: the specialty's default tasks apply again. */
export async function deleteTemplate(db: DbOrTx, specialty: string): Promise<void> {
  await db.delete(checklistTemplates).where(eq(checklistTemplates.specialty, specialty));
}
