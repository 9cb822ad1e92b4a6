import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** When it was written: the phone's time for a message sent from the offline queue (see declared-time). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it reached the server (null for messages older than this column: they arrived when written). */
    receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow(),
    /** The time the phone gave, when it was not kept (older than a day, or ahead of the server's clock). */
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    /** The phone's idempotency key: a message sent again from the offline queue is stored once. */
    clientRequestId: text('client_request_id'),
  },
  (t) => [
    uniqueIndex('chat_messages_client_request_unique').on(t.senderId, t.clientRequestId),
    index('chat_messages_mission_created_idx').on(t.missionId, t.createdAt),
    index('chat_messages_sender_idx').on(t.senderId),
  ],
);
