import { DECLARED_MAX_AHEAD_MS, datedAction } from '@secops/domain/declared-time';
import {
  LOGBOOK_OCCURRED_MAX_AGE_MS,
  type LogbookEntryCreate,
  type LogbookListQuery,
  type LogbookSearchQuery,
} from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { isMissionLocked } from '@secops/domain/missions';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { assertMayReport } from '../incidents/incidents.policy.ts';
import { lockMissionStatus } from '../incidents/incidents.repository.ts';
import { lockFreePhotos } from '../photos/photos.repository.ts';
import {
  attachPhotos,
  authorNameOf,
  entryMissionId,
  findEntryIdByClientRequest,
  findLogbookEntry,
  findMissionTitle,
  insertLogbookEntry,
  listLogbook,
  type LogbookRowWithLinks,
} from './logbook.repository.ts';

const toDate = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso));

async function loadEntry(db: DbOrTx, id: string): Promise<LogbookRowWithLinks> {
  const entry = await findLogbookEntry(db, id);
  if (!entry) throw notFound();
  return entry;
}

/** A mission's main courante, for staff and the guards assigned to it (403 for anyone else, 404 unknown mission). */
export async function missionLogbook(db: Db, user: AuthUser, missionId: string, query: LogbookListQuery) {
  if ((await findMissionTitle(db, missionId)) === undefined) throw notFound(MSG.missionNotFound);
  await assertMayReport(db, user, missionId);
  return listLogbook(db, { ...query, missionId, from: toDate(query.from), to: toDate(query.to) });
}

/** Every mission's main courante (staff). */
export const searchLogbook = (db: Db, query: LogbookSearchQuery) =>
  listLogbook(db, { ...query, from: toDate(query.from), to: toDate(query.to) });

/**
 * When the entry was written and when what it tells happened. The time written follows the rule of every offline
 * action (kept when at most a day old and five minutes ahead, else the arrival with the phone's time beside it). The
 * event goes back at most 24 h from the time written (the phone's, when it was not kept) and not after it.
 */
export function entryTimes(input: Pick<LogbookEntryCreate, 'occurredAt' | 'writtenAt'>, now: Date) {
  const written = datedAction(input.writtenAt, now);
  const reference = written.declaredAt ?? written.at;
  if (input.occurredAt === undefined)
    return { writtenAt: written.at, declaredAt: written.declaredAt, occurredAt: reference };
  const occurredAt = new Date(input.occurredAt);
  const ahead = occurredAt.getTime() - reference.getTime();
  if (ahead > DECLARED_MAX_AHEAD_MS) throw badRequest(MSG.logbookOccurredInFuture);
  if (-ahead > LOGBOOK_OCCURRED_MAX_AGE_MS) throw badRequest(MSG.logbookOccurredTooOld);
  return { writtenAt: written.at, declaredAt: written.declaredAt, occurredAt };
}

export type WrittenEntry = { entry: LogbookRowWithLinks; created: boolean };

async function alreadyWritten(db: DbOrTx, user: AuthUser, clientRequestId: string | undefined) {
  if (clientRequestId === undefined) return undefined;
  const id = await findEntryIdByClientRequest(db, user.id, clientRequestId);
  return id === undefined ? undefined : loadEntry(db, id);
}

/**
 * Writes a manual entry on a mission the user may report on (staff, or a guard assigned to it), not archived. A
 * repeated clientRequestId of the same user answers the entry already written (created: false).
 */
export async function writeEntry(
  db: Db,
  user: AuthUser,
  missionId: string,
  input: LogbookEntryCreate,
  now = new Date(),
): Promise<WrittenEntry> {
  const earlier = await alreadyWritten(db, user, input.clientRequestId);
  if (earlier) return { entry: earlier, created: false };
  const times = entryTimes(input, now);
  const id = await db.transaction(async (tx) => {
    const status = await lockMissionStatus(tx, missionId);
    if (status === undefined) throw notFound(MSG.missionNotFound);
    await assertMayReport(tx, user, missionId);
    if (isMissionLocked(status)) throw conflict(MSG.missionArchived, 'MISSION_ARCHIVED');
    if (input.correctsId !== undefined && (await entryMissionId(tx, input.correctsId)) !== missionId)
      throw badRequest(MSG.logbookCorrectedNotFound);
    const photoIds = [...new Set(input.photoIds ?? [])];
    if ((await lockFreePhotos(tx, user.id, photoIds)).length !== photoIds.length)
      throw badRequest(MSG.logbookPhotoUnknown);
    const inserted = await insertLogbookEntry(tx, {
      missionId,
      type: input.type,
      source: 'MANUAL',
      text: input.text,
      ...times,
      authorUserId: user.id,
      authorName: await authorNameOf(tx, user.id),
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      accuracy: input.accuracy ?? null,
      correctsId: input.correctsId ?? null,
      clientRequestId: input.clientRequestId ?? null,
    });
    if (inserted !== null) await attachPhotos(tx, inserted, photoIds);
    return inserted;
  });
  if (id !== null) return { entry: await loadEntry(db, id), created: true };
  // A resend arriving at the same time won the insert: answer its entry.
  const concurrent = await alreadyWritten(db, user, input.clientRequestId);
  if (!concurrent) throw notFound();
  return { entry: concurrent, created: false };
}
