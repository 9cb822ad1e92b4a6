import type { LogbookAutoType } from '@secops/domain/logbook';
import type { DbOrTx } from '../../db/client.ts';
import { authorNameOf, insertLogbookEntry } from './logbook.repository.ts';

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

/** Writes an automatic entry in the caller's transaction, so that it exists exactly when what it records does. */
export async function recordAutoEntry(
  tx: DbOrTx,
  entry: AutoEntry,
  now = new Date(),
): Promise<string | null> {
  const authorUserId = entry.authorUserId ?? null;
  return insertLogbookEntry(tx, {
    missionId: entry.missionId,
    type: entry.type,
    source: 'AUTO',
    text: entry.text,
    occurredAt: entry.occurredAt,
    writtenAt: now,
    authorUserId,
    authorName: authorUserId === null ? null : await authorNameOf(tx, authorUserId),
    lat: entry.lat ?? null,
    lng: entry.lng ?? null,
    subjectId: entry.subjectId ?? null,
  });
}
