import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { timestamps } from './users.ts';

/** One stored validity date, exposed by the API as both expiresAt and validTo. */
export const certifications = pgTable(
  'certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    number: text('number'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('certifications_agent_idx').on(t.agentId),
    index('certifications_expires_idx').on(t.expiresAt),
  ],
);
