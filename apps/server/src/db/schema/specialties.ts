import { jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHECKLIST_CATEGORIES, type TemplateTask } from '@secops/domain/checklists';
import { users } from './users.ts';

export const checklistCategoryEnum = pgEnum('checklist_category', CHECKLIST_CATEGORIES);

/** The specialty catalogue: the five default codes are inserted by the first migration; admins add others. */
export const specialties = pgTable('specialties', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A saved check-list template replaces the domain default of its specialty; its tasks are kept in order. */
export const checklistTemplates = pgTable('checklist_templates', {
  specialty: text('specialty')
    .primaryKey()
    .references(() => specialties.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
  items: jsonb('items').$type<TemplateTask[]>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
