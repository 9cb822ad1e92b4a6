import {
  bigint,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { missions } from './missions.ts';
import { users } from './users.ts';

const positionColumns = () => ({
  missionId: uuid('mission_id').references(() => missions.id, { onDelete: 'set null' }),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  accuracy: doublePrecision('accuracy'),
  speed: doublePrecision('speed'),
  heading: doublePrecision('heading'),
  /** Battery level in percent, sent by a native tracker (OsmAnd protocol). */
  battery: doublePrecision('battery'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Position history, purged after the configured number of days (hence the recorded_at index). One position per agent
 * and time: (agent, recorded_at) is a position's idempotency key, so a position sent again is not stored twice.
 */
export const gpsPositions = pgTable(
  'gps_positions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    ...positionColumns(),
  },
  (t) => [
    uniqueIndex('gps_positions_agent_recorded_unique').on(t.agentId, t.recordedAt),
    index('gps_positions_recorded_idx').on(t.recordedAt),
    index('gps_positions_mission_idx').on(t.missionId),
  ],
);

/** The latest position of each agent, what the live map shows. */
export const gpsLatestPositions = pgTable(
  'gps_latest_positions',
  {
    agentId: uuid('agent_id')
      .primaryKey()
      .references(() => agents.id, { onDelete: 'cascade' }),
    ...positionColumns(),
  },
  (t) => [index('gps_latest_positions_mission_idx').on(t.missionId)],
);

/**
 * A token a native tracker (Traccar Client, OsmAnd protocol) sends instead of a session: it stands for one agent.
 * Only its SHA-256 is kept; revoked by the agent or by staff (revoked_at), never reused.
 */
export const gpsDeviceTokens = pgTable(
  'gps_device_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The last request without coordinates (a heartbeat) and the battery it told. */
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    lastBattery: doublePrecision('last_battery'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('gps_device_tokens_hash_unique').on(t.tokenHash),
    index('gps_device_tokens_agent_idx').on(t.agentId),
  ],
);
