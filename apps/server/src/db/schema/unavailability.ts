import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { UNAVAILABILITY_REASONS, UNAVAILABILITY_STATUSES } from '@secops/domain/unavailability';
import { agents } from './agents.ts';
import { timestamps, users } from './users.ts';

export const unavailabilityReasonEnum = pgEnum('unavailability_reason', UNAVAILABILITY_REASONS);
export const unavailabilityStatusEnum = pgEnum('unavailability_status', UNAVAILABILITY_STATUSES);

/** A period a guard cannot work: leave (asked, then granted or refused by staff), sickness, training, other. */
export const unavailabilities = pgTable(
  'unavailabilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    reason: unavailabilityReasonEnum('reason').notNull(),
    status: unavailabilityStatusEnum('status').notNull(),
    /** The staff member who granted or refused a leave request. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('unavailabilities_agent_period_idx').on(t.agentId, t.startAt, t.endAt),
    index('unavailabilities_period_idx').on(t.startAt),
    check('unavailabilities_end_after_start', sql`${t.endAt} > ${t.startAt}`),
  ],
);
