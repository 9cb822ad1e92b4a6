import type { LogbookAutoType } from '@secops/domain/logbook';
import type { DbOrTx } from '../../db/client.ts';
import {
  authorNameOf,
  insertLogbookEntries,
  insertLogbookEntry,
  type AutoLogbookRow,
} from './logbook.repository.ts';

export type AutoEntry = {
  missionId: string;
  type: LogbookAutoType;
  text: string;
  occurredAt: Date;
  /** Who caused it (the guard clocking in, the supervisor taking an SOS); none for the server's own findings. */
  authorUserId?: string | null;
  /** What it records: the attendance, SOS, incident, task or alert. */
  subjectId?: string | null;
  lat?: number | null;
  lng?: number | null;
};

/** The row of an automatic entry written at `now`, its author named as they are then. */
const rowOf = (entry: AutoEntry, authorName: string | null, now: Date): AutoLogbookRow => ({
  missionId: entry.missionId,
  type: entry.type,
  source: 'AUTO',
  text: entry.text,
  occurredAt: entry.occurredAt,
  writtenAt: now,
  authorUserId: entry.authorUserId ?? null,
  authorName,
  lat: entry.lat ?? null,
  lng: entry.lng ?? null,
  subjectId: entry.subjectId ?? null,
});

/** Writes an automatic entry in the caller's transaction, so that it exists exactly when what it records does. */
export async function recordAutoEntry(
  tx: DbOrTx,
  entry: AutoEntry,
  now = new Date(),
): Promise<string | null> {
  const authorUserId = entry.authorUserId ?? null;
  const authorName = authorUserId === null ? null : await authorNameOf(tx, authorUserId);
  return insertLogbookEntry(tx, rowOf(entry, authorName, now));
}

/**
 * Writes many automatic entries in one statement, in the caller's transaction: a pass of the alert rules after
 * thousands of simultaneous no-shows writes theirs at once rather than one by one.
 */
export async function recordAutoEntries(tx: DbOrTx, entries: AutoEntry[], now = new Date()): Promise<void> {
  const names = new Map<string, string | null>();
  for (const entry of entries) {
    const id = entry.authorUserId;
    if (id && !names.has(id)) names.set(id, await authorNameOf(tx, id));
  }
  await insertLogbookEntries(
    tx,
    entries.map((entry) =>
      rowOf(entry, entry.authorUserId ? (names.get(entry.authorUserId) ?? null) : null, now),
    ),
  );
}
