import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { LogbookType } from '@secops/domain/logbook';
import type { Db, DbOrTx } from '../../db/client.ts';
import { logbookEntries, logbookEntryPhotos, logbookMissionCounts, missions } from '../../db/schema/index.ts';

export type LogbookRow = typeof logbookEntries.$inferSelect;
export type NewLogbookRow = typeof logbookEntries.$inferInsert;
export type LogbookRowWithLinks = LogbookRow & { missionTitle: string; photoIds: string[] };

export type LogbookFilter = {
  missionId?: string;
  authorId?: string;
  type?: LogbookType;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
};

function filterOf(f: Omit<LogbookFilter, 'limit' | 'offset'>): SQL | undefined {
  return and(
    f.missionId ? eq(logbookEntries.missionId, f.missionId) : undefined,
    f.authorId ? eq(logbookEntries.authorUserId, f.authorId) : undefined,
    f.type ? eq(logbookEntries.type, f.type) : undefined,
    f.from ? gte(logbookEntries.occurredAt, f.from) : undefined,
    f.to ? lte(logbookEntries.occurredAt, f.to) : undefined,
  );
}

/** The photos of these entries, in the order they were given, by entry. */
async function photosOf(db: DbOrTx, entryIds: string[]): Promise<Map<string, string[]>> {
  const byEntry = new Map<string, string[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await db
    .select({ entryId: logbookEntryPhotos.entryId, photoId: logbookEntryPhotos.photoId })
    .from(logbookEntryPhotos)
    .where(inArray(logbookEntryPhotos.entryId, entryIds))
    .orderBy(asc(logbookEntryPhotos.position));
  for (const row of rows) byEntry.set(row.entryId, [...(byEntry.get(row.entryId) ?? []), row.photoId]);
  return byEntry;
}

async function withLinks(
  db: DbOrTx,
  rows: (LogbookRow & { missionTitle: string })[],
): Promise<LogbookRowWithLinks[]> {
  const photosByEntry = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, photoIds: photosByEntry.get(row.id) ?? [] }));
}

const selection = { entry: logbookEntries, missionTitle: missions.title };

/** Newest happening first; entries of the same time by id, so that pages never overlap. */
export async function listLogbook(
  db: DbOrTx,
  filter: LogbookFilter,
): Promise<{ rows: LogbookRowWithLinks[]; total: number }> {
  const where = filterOf(filter);
  const onlyMission = filter.missionId && !filter.authorId && !filter.type && !filter.from && !filter.to;
  const counted = onlyMission
    ? db
        .select({ n: logbookMissionCounts.entries })
        .from(logbookMissionCounts)
        .where(eq(logbookMissionCounts.missionId, filter.missionId!))
    : db.select({ n: count() }).from(logbookEntries).where(where);
  const [page, [total]] = await Promise.all([
    db
      .select(selection)
      .from(logbookEntries)
      .innerJoin(missions, eq(missions.id, logbookEntries.missionId))
      .where(where)
      .orderBy(desc(logbookEntries.occurredAt), desc(logbookEntries.id))
      .limit(filter.limit)
      .offset(filter.offset),
    counted,
  ]);
  const rows = await withLinks(
    db,
    page.map(({ entry, missionTitle }) => ({ ...entry, missionTitle })),
  );
  return { rows, total: total?.n ?? 0 };
}

export async function findLogbookEntry(db: DbOrTx, id: string): Promise<LogbookRowWithLinks | undefined> {
  const [row] = await db
    .select(selection)
    .from(logbookEntries)
    .innerJoin(missions, eq(missions.id, logbookEntries.missionId))
    .where(eq(logbookEntries.id, id));
  if (!row) return undefined;
  const [entry] = await withLinks(db, [{ ...row.entry, missionTitle: row.missionTitle }]);
  return entry;
}

/** The entry this user already wrote with this clientRequestId, if any. */
export async function findEntryIdByClientRequest(
  db: DbOrTx,
  userId: string,
  clientRequestId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: logbookEntries.id })
    .from(logbookEntries)
    .where(and(eq(logbookEntries.authorUserId, userId), eq(logbookEntries.clientRequestId, clientRequestId)));
  return row?.id;
}

export async function entryMissionId(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ missionId: logbookEntries.missionId })
    .from(logbookEntries)
    .where(eq(logbookEntries.id, id));
  return row?.missionId;
}

/** Inserts an entry; a repeated clientRequestId of the same author inserts nothing (null). */
export async function insertLogbookEntry(db: DbOrTx, row: NewLogbookRow): Promise<string | null> {
  const [inserted] = await db
    .insert(logbookEntries)
    .values(row)
    .onConflictDoNothing({ target: [logbookEntries.authorUserId, logbookEntries.clientRequestId] })
    .returning({ id: logbookEntries.id });
  return inserted?.id ?? null;
}

/** The fields of an automatic entry, the ones a batch gives (the rest take their defaults). */
export type AutoLogbookRow = Required<
  Pick<
    NewLogbookRow,
    | 'missionId'
    | 'type'
    | 'source'
    | 'text'
    | 'occurredAt'
    | 'writtenAt'
    | 'authorUserId'
    | 'authorName'
    | 'lat'
    | 'lng'
    | 'subjectId'
  >
>;

/**
 * Inserts entries in one statement, whatever their number (a pass of the alert rules may write thousands): one JSON
 * parameter the database turns into rows, where a list of values would take a parameter per field, 65,535 at most.
 */
export async function insertLogbookEntries(db: DbOrTx, rows: AutoLogbookRow[]): Promise<void> {
  if (rows.length === 0) return;
  const json = rows.map((row) => ({
    mission_id: row.missionId,
    type: row.type,
    source: row.source,
    text: row.text,
    occurred_at: row.occurredAt.toISOString(),
    written_at: row.writtenAt.toISOString(),
    author_user_id: row.authorUserId,
    author_name: row.authorName,
    lat: row.lat,
    lng: row.lng,
    subject_id: row.subjectId,
  }));
  await db.execute(sql`
    insert into logbook_entries
      (mission_id, type, source, text, occurred_at, written_at, author_user_id, author_name, lat, lng, subject_id)
    select mission_id, type, source, text, occurred_at, written_at, author_user_id, author_name, lat, lng, subject_id
    from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as v(mission_id uuid, type text, source text, text text,
      occurred_at timestamptz, written_at timestamptz, author_user_id uuid, author_name text,
      lat double precision, lng double precision, subject_id uuid)`);
}

export async function attachPhotos(db: DbOrTx, entryId: string, photoIds: string[]): Promise<void> {
  if (photoIds.length === 0) return;
  await db
    .insert(logbookEntryPhotos)
    .values(photoIds.map((photoId, position) => ({ entryId, photoId, position })));
}

export async function countMissionLogbook(db: DbOrTx, missionId: string): Promise<number> {
  return db.$count(logbookEntries, eq(logbookEntries.missionId, missionId));
}

/**
 * Removes the entries recorded before `before` (the retention purge): the only deletion the table's trigger allows,
 * and only in a transaction that says so.
 */
export async function purgeLogbook(db: DbOrTx, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local secops.logbook_purge = 'on'`);
    const removed = await tx
      .delete(logbookEntries)
      .where(sql`${logbookEntries.recordedAt} < ${before.toISOString()}`)
      .returning({ id: logbookEntries.id });
    return removed.length;
  });
}

// Both drivers (pg and PGlite) answer { rows }.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The name an entry keeps for its author: the agent's name, else the account's, else its e-mail address. */
export async function authorNameOf(db: DbOrTx, userId: string): Promise<string | null> {
  const result = await db.execute(sql`
    select coalesce(
      nullif(trim(concat_ws(' ', a.first_name, a.last_name)), ''),
      nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
      u.email
    ) as name
    from users u left join agents a on a.user_id = u.id
    where u.id = ${userId}`);
  return rowsOf<{ name: string }>(result)[0]?.name ?? null;
}

/** The accounts of the guards assigned to a mission (live entries reach them). */
export async function assignedUserIds(db: DbOrTx, missionId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select a.user_id from mission_assignments ma join agents a on a.id = ma.agent_id
    where ma.mission_id = ${missionId} and a.user_id is not null`);
  return rowsOf<{ user_id: string }>(result).map((row) => row.user_id);
}

export async function findMissionTitle(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db.select({ title: missions.title }).from(missions).where(eq(missions.id, id));
  return row?.title;
}

/** Purges the entries recorded more than `years` years before `now` (the retention); answers how many went. */
export function purgeExpiredLogbook(db: Db, years: number, now = new Date()): Promise<number> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - years);
  return purgeLogbook(db, before);
}
