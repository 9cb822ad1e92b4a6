import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_SEVERITY,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  SEVERITY_MAX,
  SEVERITY_MIN,
} from '@secops/domain/incidents';
import { agents } from './agents.ts';
import { photos } from './logbook.ts';
import { missions } from './missions.ts';
import { checkpoints, rounds } from './rounds.ts';
import { timestamps, users } from './users.ts';

export const incidentTypeEnum = pgEnum('incident_type', INCIDENT_TYPES);
export const incidentStatusEnum = pgEnum('incident_status', INCIDENT_STATUSES);

export const incidents = pgTable(
  'incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    type: incidentTypeEnum('type').notNull(),
    severity: integer('severity').notNull().default(DEFAULT_SEVERITY),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: incidentStatusEnum('status').notNull().default('OPEN'),
    /** The reporting agent; staff without an agent record are kept in reportedBy. */
    reporterId: uuid('reporter_id').references(() => agents.id, { onDelete: 'set null' }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The time a guard's phone gave, when it was not kept (older than a day, or ahead of the server's clock). */
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    photoUrl: text('photo_url'),
    /** Where the reporter was when reporting. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracy: doublePrecision('accuracy'),
    /** The staff member in charge of the follow-up. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done: required to enter Résolu. */
    resolution: text('resolution'),
    /** The phone's idempotency key for a report queued offline: a resend answers the same incident. */
    clientRequestId: text('client_request_id'),
    /** The checkpoint where a guard raised it during a round ("Signaler une anomalie"). */
    checkpointId: uuid('checkpoint_id').references(() => checkpoints.id, { onDelete: 'set null' }),
    roundId: uuid('round_id').references(() => rounds.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check(
      'incidents_severity_range',
      sql`${t.severity} between ${sql.raw(String(SEVERITY_MIN))} and ${sql.raw(String(SEVERITY_MAX))}`,
    ),
    uniqueIndex('incidents_client_request_unique').on(t.reportedBy, t.clientRequestId),
    index('incidents_mission_idx').on(t.missionId),
    index('incidents_reporter_idx').on(t.reporterId),
    index('incidents_status_idx').on(t.status),
    index('incidents_occurred_idx').on(t.occurredAt),
  ],
);

/** The photos of an incident, in the order given (each used once, by an incident or a logbook entry). */
export const incidentPhotos = pgTable(
  'incident_photos',
  {
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incidentId, t.photoId] }),
    uniqueIndex('incident_photos_photo_unique').on(t.photoId),
  ],
);

/** The timeline of an incident: the report, notes, status changes, assignments and the resolution, oldest first. */
export const incidentEvents = pgTable(
  'incident_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order they were written in (several may share one transaction's time). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text'),
    status: incidentStatusEnum('status'),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'incident_events_kind_known',
      sql`${t.kind} in ('REPORTED', 'NOTE', 'STATUS', 'ASSIGNED', 'RESOLUTION')`,
    ),
    index('incident_events_incident_idx').on(t.incidentId, t.seq),
  ],
);
