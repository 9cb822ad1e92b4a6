import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { CHECKPOINT_KINDS, ROUND_STATUSES, SCAN_METHODS, TOUR_ORDERS } from '@secops/domain/rounds';
import { agents } from './agents.ts';
import { missions } from './missions.ts';
import { users } from './users.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A checkpoint (pointeau) of a mission. Its code (128 random bits, base64url) is what its tag carries; `code_hash`
 * (SHA-256, hex) is all guards' phones get. A deleted checkpoint keeps its row (`deleted_at`) for the rounds that
 * scanned it, and its code is never given again.
 */
export const checkpoints = pgTable(
  'checkpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    instructions: text('instructions'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('checkpoints_kind_known', sql`${t.kind} in (${list(CHECKPOINT_KINDS)})`),
    uniqueIndex('checkpoints_code_unique').on(t.code),
    uniqueIndex('checkpoints_code_hash_unique').on(t.codeHash),
    index('checkpoints_mission_idx').on(t.missionId),
  ],
);

/** A tour: its checkpoints (tour_checkpoints, in order) and its schedule. A deleted tour keeps its rounds. */
export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: text('order_mode').notNull(),
    times: text('times').array(),
    everyMinutes: integer('every_minutes'),
    fromTime: text('from_time'),
    toTime: text('to_time'),
    windowMinutes: integer('window_minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('tours_order_known', sql`${t.order} in (${list(TOUR_ORDERS)})`),
    index('tours_mission_idx').on(t.missionId),
  ],
);

export const tourCheckpoints = pgTable(
  'tour_checkpoints',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    checkpointId: uuid('checkpoint_id')
      .notNull()
      .references(() => checkpoints.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.position] }),
    index('tour_checkpoints_checkpoint_idx').on(t.checkpointId),
  ],
);

/**
 * One round per tour and scheduled time (the unique index): started by a guard, or written MISSED by the deadline
 * pass. `checkpoint_ids` keeps the tour's checkpoints as they were, so a round reads the same after the tour changes.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    checkpointIds: uuid('checkpoint_ids').array().notNull(),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    declaredStartedAt: timestamp('declared_started_at', { withTimezone: true }),
    /** When the guard ended it ("Terminer la ronde"); null for a round closed by its deadline. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When it took its last status (the guard's end, or the deadline pass). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    clientRequestId: text('client_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rounds_status_known', sql`${t.status} in (${list(ROUND_STATUSES)})`),
    uniqueIndex('rounds_slot_unique').on(t.tourId, t.scheduledAt),
    uniqueIndex('rounds_client_request_unique').on(t.startedBy, t.clientRequestId),
    index('rounds_mission_idx').on(t.missionId, t.scheduledAt),
    index('rounds_open_idx')
      .on(t.windowEndsAt)
      .where(sql`${t.status} = 'IN_PROGRESS'`),
  ],
);

/** A checkpoint passed in a round: once per checkpoint, with the proof (time, position, method) and its flags. */
export const roundScans = pgTable(
  'round_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    checkpointId: uuid('checkpoint_id')
      .notNull()
      .references(() => checkpoints.id, { onDelete: 'cascade' }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracy: doublePrecision('accuracy'),
    method: text('method').notNull(),
    reason: text('reason'),
    flags: text('flags').array().notNull(),
    scannedBy: uuid('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    clientRequestId: text('client_request_id').notNull(),
  },
  (t) => [
    check('round_scans_method_known', sql`${t.method} in (${list(SCAN_METHODS)})`),
    uniqueIndex('round_scans_checkpoint_unique').on(t.roundId, t.checkpointId),
    uniqueIndex('round_scans_client_request_unique').on(t.scannedBy, t.clientRequestId),
  ],
);
