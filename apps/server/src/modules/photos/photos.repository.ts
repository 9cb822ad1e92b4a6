import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { photos } from '../../db/schema/index.ts';

export type PhotoRow = typeof photos.$inferSelect;

export async function findPhoto(db: DbOrTx, id: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(photos).where(eq(photos.id, id));
  return row;
}

export async function findPhotoByClientRequest(
  db: DbOrTx,
  userId: string,
  clientRequestId: string,
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.uploadedBy, userId), eq(photos.clientRequestId, clientRequestId)));
  return row;
}

/** Inserts a photo; a repeated clientRequestId of the same uploader inserts nothing (null). */
export async function insertPhoto(db: DbOrTx, row: typeof photos.$inferInsert): Promise<string | null> {
  const [inserted] = await db
    .insert(photos)
    .values(row)
    .onConflictDoNothing({ target: [photos.uploadedBy, photos.clientRequestId] })
    .returning({ id: photos.id });
  return inserted?.id ?? null;
}

/** The missions whose main courante uses this photo. */
export async function missionsUsingPhoto(db: DbOrTx, id: string): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct e.mission_id from logbook_entry_photos p join logbook_entries e on e.id = p.entry_id
    where p.photo_id = ${id}`);
  return (result as unknown as { rows: { mission_id: string }[] }).rows.map((row) => row.mission_id);
}

/**
 * The photos among `ids` of this uploader that neither a logbook entry nor an incident uses yet, locked until the
 * transaction ends (so that two writes cannot both take one).
 */
export async function lockFreePhotos(db: DbOrTx, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(
      and(
        inArray(photos.id, ids),
        eq(photos.uploadedBy, userId),
        sql`not exists (select 1 from logbook_entry_photos l where l.photo_id = ${photos.id})`,
        sql`not exists (select 1 from incident_photos i where i.photo_id = ${photos.id})`,
      ),
    )
    .for('update');
  return rows.map((row) => row.id);
}
