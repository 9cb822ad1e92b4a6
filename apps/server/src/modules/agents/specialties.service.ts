import type { Specialty } from '@secops/domain/agents.schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { insertSpecialties, listSpecialties, type SpecialtyRow } from './specialties.repository.ts';

export const specialtyCatalogue = (db: Db): Promise<Specialty[]> => listSpecialties(db);

/**
 * Maps typed specialties to catalogue codes: a code or a label matches whatever its case ("chauffeur" is DRIVER);
 * anything else joins the catalogue as typed, as both its code and its label. Order is kept, duplicates dropped.
 */
export async function resolveSpecialties(db: DbOrTx, typed: readonly string[]): Promise<string[]> {
  if (typed.length === 0) return [];
  const codeOf = new Map<string, string>();
  for (const s of await listSpecialties(db)) {
    codeOf.set(s.code.toLowerCase(), s.code);
    codeOf.set(s.label.toLowerCase(), s.code);
  }
  const added: SpecialtyRow[] = [];
  const codes = new Set<string>();
  for (const text of typed) {
    const key = text.toLowerCase();
    if (!codeOf.has(key)) {
      codeOf.set(key, text);
      added.push({ code: text, label: text });
    }
    codes.add(codeOf.get(key)!);
  }
  await insertSpecialties(db, added);
  return [...codes];
}

/** Adds a specialty to the catalogue (or finds the one it names) and answers it. */
export async function addSpecialty(db: Db, label: string): Promise<Specialty> {
  return db.transaction(async (tx) => {
    const [code] = await resolveSpecialties(tx, [label]);
    const found = (await listSpecialties(tx)).find((s) => s.code === code);
    return found ?? { code: code!, label };
  });
}
