import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shifts } from './shifts.ts';
import { users } from './users.ts';

/**
 * A browser's web push subscription (RFC 8030), one row per endpoint. The endpoint is unique: a browser that
 * subscribes again for another account moves the row. Deleted when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The shifts whose 5-minute alert went out by push: inserting the row claims the alert, so that it is sent once,
 * whichever process's job gets there first and however often the server restarts.
 */
export const pushShiftAlerts = pgTable('push_shift_alerts', {
  shiftId: uuid('shift_id')
    .primaryKey()
    .references(() => shifts.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
