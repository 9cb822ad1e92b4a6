import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ATTENDANCE_STATUSES } from '@secops/domain/attendance';
import { agents } from './agents.ts';
import { missions } from './missions.ts';
import { shifts } from './shifts.ts';
import { timestamps } from './users.ts';

export const attendanceStatusEnum = pgEnum('attendance_status', ATTENDANCE_STATUSES);

/** One attendance per agent and shift, so two simultaneous starts cannot both succeed. */
export const attendances = pgTable(
  'attendances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    status: attendanceStatusEnum('status').notNull().default('PENDING'),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    startLat: doublePrecision('start_lat'),
    startLng: doublePrecision('start_lng'),
    startAccuracy: doublePrecision('start_accuracy'),
    endLat: doublePrecision('end_lat'),
    endLng: doublePrecision('end_lng'),
    endAccuracy: doublePrecision('end_accuracy'),
    /** Start of the period being worked now: the start, or the last resume. Hours before it are already counted. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    regularHours: doublePrecision('regular_hours').notNull().default(0),
    overtimeHours: doublePrecision('overtime_hours').notNull().default(0),
    dayHours: doublePrecision('day_hours').notNull().default(0),
    nightHours: doublePrecision('night_hours').notNull().default(0),
    sundayHours: doublePrecision('sunday_hours').notNull().default(0),
    holidayHours: doublePrecision('holiday_hours').notNull().default(0),
    requestedHours: doublePrecision('requested_hours'),
    overtimeRequestedAt: timestamp('overtime_requested_at', { withTimezone: true }),
    /** Marked when the agent's positions or clock fixes jump implausibly (see the domain's movement rule). */
    suspect: boolean('suspect').notNull().default(false),
    suspectReasons: text('suspect_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attendances_agent_shift_unique').on(t.agentId, t.shiftId),
    index('attendances_shift_idx').on(t.shiftId),
    // The report reads a period newest first, optionally for one agent or one mission.
    index('attendances_mission_start_idx').on(t.missionId, t.startTime),
    index('attendances_agent_start_idx').on(t.agentId, t.startTime),
    index('attendances_status_idx').on(t.status),
    index('attendances_start_idx').on(t.startTime, t.id),
    // The report's "suspect only" filter reads few rows of many.
    index('attendances_suspect_start_idx')
      .on(t.startTime, t.id)
      .where(sql`${t.suspect}`),
  ],
);
