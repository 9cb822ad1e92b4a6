import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per throttled subject: failed sign-ins per account, per (account, address) and per address, and
 * reset e-mails per account and per address. Reserved with a row lock before any secret is checked.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    /** What is counted: login-account, login-pair, login-address, reset-account or reset-address. */
    scope: text('scope').notNull(),
    /** Lower-case e-mail, '' for an address-only counter. */
    account: text('account').notNull(),
    /** Client address, '' for an account-only counter. */
    address: text('address').notNull(),
    count: integer('count').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.account, t.address] }),
    index('auth_throttle_last_idx').on(t.lastAt),
  ],
);
