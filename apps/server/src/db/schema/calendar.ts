import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's calendar feed token: one per user at most (making a new one replaces the row, so the old URL stops at
 * once; revoking deletes it). Only the SHA-256 of the token is kept.
 */
export const calendarTokens = pgTable(
  'calendar_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_tokens_user_unique').on(t.userId),
    uniqueIndex('calendar_tokens_hash_unique').on(t.tokenHash),
  ],
);
