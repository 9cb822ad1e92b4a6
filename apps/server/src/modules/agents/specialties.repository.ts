import { asc, sql } from 'drizzle-orm';
import { DEFAULT_SPECIALTIES } from '@secops/domain/specialties';
import type { DbOrTx } from '../../db/client.ts';
import { specialties } from '../../db/schema/index.ts';

export type SpecialtyRow = { code: string; label: string };

const defaultsArray = sql`array[${sql.join(
  DEFAULT_SPECIALTIES.map((code) => sql`${code}`),
  sql`, `,
)}]::text[]`;

/** The catalogue: the five defaults in the spec's order, then the added ones in the order they were added. */
export async function listSpecialties(db: DbOrTx): Promise<SpecialtyRow[]> {
  return db
    .select({ code: specialties.code, label: specialties.label })
    .from(specialties)
    .orderBy(
      asc(sql`array_position(${defaultsArray}, ${specialties.code})`),
      asc(specialties.createdAt),
      asc(specialties.code),
    );
}

/** Adds specialties to the catalogue; a code already there is left as it is. */
export async function insertSpecialties(db: DbOrTx, rows: SpecialtyRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(specialties).values(rows).onConflictDoNothing({ target: specialties.code });
}
