import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_CHECKLIST_CATEGORY } from '@secops/domain/checklists';
import { agents } from './agents.ts';
import { missions } from './missions.ts';
import { checklistCategoryEnum } from './specialties.ts';
import { timestamps } from './users.ts';

/** A mission task; an empty assignedAgents means every agent of the mission. */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    required: boolean('required').notNull().default(true),
    category: checklistCategoryEnum('category').notNull().default(DEFAULT_CHECKLIST_CATEGORY),
    assignedAgents: uuid('assigned_agents')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    order: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('checklist_items_mission_idx').on(t.missionId, t.order)],
);

/** One tick per task and agent; unticking keeps the row with checked false. */
export const checklistTicks = pgTable(
  'checklist_ticks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => checklistItems.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    checked: boolean('checked').notNull().default(false),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** When the last change of the tick reached the server (a tick made offline is signed when it was made). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** The time the phone gave for the last change, when it was not kept (older than a day, or ahead). */
    declaredAt: timestamp('declared_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checklist_ticks_item_agent_unique').on(t.itemId, t.agentId),
    index('checklist_ticks_agent_idx').on(t.agentId),
  ],
);
