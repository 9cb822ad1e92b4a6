import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHAT_MESSAGE_TYPES } from '@secops/domain/chat';
import { missions } from './missions.ts';
import { users } from './users.ts';

export const chatMessageTypeEnum = pgEnum('chat_message_type', CHAT_MESSAGE_TYPES);

/** Messages outlive their sender's account (senderId becomes null). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    type: chatMessageTypeEnum('type').notNull().default('TEXT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_mission_created_idx').on(t.missionId, t.createdAt),
    index('chat_messages_sender_idx').on(t.senderId),
  ],
);
