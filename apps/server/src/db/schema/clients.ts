import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    siret: text('siret'),
    contact: text('contact'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [index('clients_name_idx').on(sql`lower(${t.name})`)],
);
