import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RECURRENCE_TYPES } from '@secops/domain/shifts';
import type { ShiftOverride } from '@secops/domain/working-time';
import { agents } from './agents.ts';
import { missions } from './missions.ts';
import { timestamps } from './users.ts';

export const recurrenceTypeEnum = pgEnum('recurrence_type', RECURRENCE_TYPES);

/** Each occurrence of a recurring shift is its own row; recurrenceGroupId ties the occurrences together. */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for an open shift ('Poste à pourvoir'), until an agent fills it. */
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    zone: text('zone'),
    notes: text('notes'),
    recurring: boolean('recurring').notNull().default(false),
    recurringType: recurrenceTypeEnum('recurring_type'),
    recurringEndDate: timestamp('recurring_end_date', { withTimezone: true }),
    recurrenceGroupId: uuid('recurrence_group_id'),
    /**
     * What an administrator acknowledged when saving this shift (null: none): the working-time rules it breaks, and
     * the guard's approved unavailability it meets (rule 'UNAVAILABLE').
     */
    workingTimeOverride: jsonb('working_time_override').$type<ShiftOverride[]>(),
    ...timestamps,
  },
  (t) => [
    // Overlap checks of one agent: agent_id = $1 and start_at < $end and end_at > $start.
    index('shifts_agent_period_idx').on(t.agentId, t.startAt, t.endAt),
    // Overlap of every agent with one window (suggestions): tstzrange(start_at, end_at) && tstzrange($start, $end).
    index('shifts_period_gist_idx').using('gist', sql`tstzrange(${t.startAt}, ${t.endAt})`),
    // tstzrange refuses an upper bound below the lower one, so the GiST expression needs this order.
    check('shifts_end_not_before_start', sql`${t.endAt} >= ${t.startAt}`),
    index('shifts_mission_start_idx').on(t.missionId, t.startAt),
    index('shifts_start_idx').on(t.startAt),
    index('shifts_recurrence_group_idx').on(t.recurrenceGroupId),
  ],
);

/**
 * A deleted shift, kept 10 minutes so that "Annuler" on the 'Horaire supprimé' toast can bring it back as it was
 * (same id). Rows older than that are purged by the next deletion.
 */
export const deletedShifts = pgTable(
  'deleted_shifts',
  {
    id: uuid('id').primaryKey(),
    /** The shift's row as it was, its dates as ISO strings. */
    shift: jsonb('shift').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_shifts_deleted_at_idx').on(t.deletedAt)],
);
