import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CALL_TYPES } from '@secops/domain/calls';
import { users } from './users.ts';

/**
 * Calls a user missed (offline, busy, or unanswered), shown to them when they come back until they have seen them.
 * The caller's name is kept with the row, so the entry still reads well once the caller's account is gone.
 */
export const missedCalls = pgTable(
  'missed_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calleeId: uuid('callee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    callerId: uuid('caller_id').references(() => users.id, { onDelete: 'set null' }),
    callerName: text('caller_name').notNull(),
    callType: text('call_type', { enum: CALL_TYPES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [index('missed_calls_callee_idx').on(t.calleeId, t.seenAt, t.createdAt)],
);
