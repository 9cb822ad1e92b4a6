import { bigint, doublePrecision, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { missions } from './missions.ts';

const positionColumns = () => ({
  missionId: uuid('mission_id').references(() => missions.id, { onDelete: 'set null' }),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  accuracy: doublePrecision('accuracy'),
  speed: doublePrecision('speed'),
  heading: doublePrecision('heading'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Position history, purged after the configured number of days (hence the recorded_at index). */
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
    index('gps_positions_agent_recorded_idx').on(t.agentId, t.recordedAt),
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
