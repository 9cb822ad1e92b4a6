import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LOGBOOK_SOURCES, LOGBOOK_TYPES } from '@secops/domain/logbook';
import { missions } from './missions.ts';
import { users } from './users.ts';

/**
 * A photo taken in the field, kept in storage under storedName. It belongs to its uploader until an entry or an
 * incident uses it; from then on it is served to whoever may read that entry or incident.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    storedName: text('stored_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    clientRequestId: text('client_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('photos_stored_name_unique').on(t.storedName),
    uniqueIndex('photos_client_request_unique').on(t.uploadedBy, t.clientRequestId),
  ],
);

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The main courante: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE but for the retention purge). The
 * author is kept by id and by name, without a foreign key: the log outlives the accounts that wrote it.
 */
export const logbookEntries = pgTable(
  'logbook_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    source: text('source').notNull(),
    text: text('text').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    authorUserId: uuid('author_user_id'),
    authorName: text('author_name'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracy: doublePrecision('accuracy'),
    correctsId: uuid('corrects_id').references((): AnyPgColumn => logbookEntries.id),
    /** What an automatic entry records (an attendance, an SOS, an incident, a task, an alert). */
    subjectId: uuid('subject_id'),
    clientRequestId: text('client_request_id'),
  },
  (t) => [
    check('logbook_entries_type_known', sql`${t.type} in (${list(LOGBOOK_TYPES)})`),
    check('logbook_entries_source_known', sql`${t.source} in (${list(LOGBOOK_SOURCES)})`),
    uniqueIndex('logbook_entries_client_request_unique').on(t.authorUserId, t.clientRequestId),
    index('logbook_entries_mission_idx').on(
      t.missionId,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('logbook_entries_occurred_idx').on(t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('logbook_entries_corrects_idx').on(t.correctsId),
  ],
);

export const logbookEntryPhotos = pgTable(
  'logbook_entry_photos',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => logbookEntries.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.photoId] }),
    uniqueIndex('logbook_entry_photos_photo_unique').on(t.photoId),
  ],
);

/** Entries per mission, kept by a trigger (migration 0024): the unfiltered total of a mission's page. */
export const logbookMissionCounts = pgTable('logbook_mission_counts', {
  missionId: uuid('mission_id')
    .primaryKey()
    .references(() => missions.id, { onDelete: 'cascade' }),
  entries: bigint('entries', { mode: 'number' }).notNull(),
});
