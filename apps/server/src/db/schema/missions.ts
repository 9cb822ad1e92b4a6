import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ASSIGNMENT_ROLES, DEFAULT_ASSIGNMENT_ROLE } from '@secops/domain/assignments';
import {
  DEFAULT_MISSION_STATUS,
  DEFAULT_PERIMETER_RADIUS_M,
  MISSION_STATUSES,
  MISSION_TYPES,
} from '@secops/domain/missions';
import { agents } from './agents.ts';
import { clients } from './clients.ts';
import { timestamps, users } from './users.ts';

export const missionTypeEnum = pgEnum('mission_type', MISSION_TYPES);
export const missionStatusEnum = pgEnum('mission_status', MISSION_STATUSES);
export const assignmentRoleEnum = pgEnum('assignment_role', ASSIGNMENT_ROLES);

export const missions = pgTable(
  'missions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    type: missionTypeEnum('type').notNull(),
    status: missionStatusEnum('status').notNull().default(DEFAULT_MISSION_STATUS),
    objective: text('objective'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    briefingNotes: text('briefing_notes'),
    locationAddress: text('location_address'),
    locationLat: doublePrecision('location_lat'),
    locationLng: doublePrecision('location_lng'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The logbook entry types the mission's client sees in its portal and reports. */
    clientLogbookTypes: text('client_logbook_types')
      .array()
      .notNull()
      .default(sql`'{OBSERVATION,PATROL,VISITOR,DELIVERY}'::text[]`),
    ...timestamps,
  },
  (t) => [
    index('missions_status_idx').on(t.status),
    index('missions_start_idx').on(t.startAt),
    index('missions_end_idx').on(t.endAt),
    index('missions_client_idx').on(t.clientId),
  ],
);

/** One perimeter per mission, centred on the mission place by default. */
export const missionPerimeters = pgTable(
  'mission_perimeters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    centerLat: doublePrecision('center_lat'),
    centerLng: doublePrecision('center_lng'),
    radiusM: integer('radius_m').notNull().default(DEFAULT_PERIMETER_RADIUS_M),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mission_perimeters_mission_unique').on(t.missionId),
    check('mission_perimeters_radius_positive', sql`${t.radiusM} > 0`),
  ],
);

export const missionAssignments = pgTable(
  'mission_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    role: assignmentRoleEnum('role').notNull().default(DEFAULT_ASSIGNMENT_ROLE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mission_assignments_mission_agent_unique').on(t.missionId, t.agentId),
    index('mission_assignments_agent_idx').on(t.agentId),
  ],
);

/**
 * A counter per mission, raised by triggers (migration 0009) in the same transaction as any write that changes what
 * `GET /api/missions/{id}` answers: the mission, its client, perimeter, team and their cards, shifts, incidents,
 * check-list and ticks, attendances. A cached detail is served only while its version is still the current one, so
 * the cache stays exact whichever process (or tool) wrote; the version is also the answer's ETag.
 */
export const missionVersions = pgTable('mission_versions', {
  missionId: uuid('mission_id')
    .primaryKey()
    .references(() => missions.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
