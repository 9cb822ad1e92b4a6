import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Company-wide settings, one JSON value per key (e.g. `payroll`: the night range of the hours split). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
