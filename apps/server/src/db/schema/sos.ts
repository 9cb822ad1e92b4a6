import {
  boolean,
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SOS_STATUSES } from '@secops/domain/sos';
import { agents } from './agents.ts';
import { missions } from './missions.ts';
import { users } from './users.ts';

export const sosStatusEnum = pgEnum('sos_status', SOS_STATUSES);

/**
 * An agent's call for help. One per (user, clientRequestId): the phone's retries land on the same alert. Closed
 * alerts are kept, false alarms included (counted per agent). Who acknowledged or closed it stays named even if
 * that account goes (set null keeps the alert).
 */
export const sosAlerts = pgTable(
  'sos_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientRequestId: text('client_request_id').notNull(),
    missionId: uuid('mission_id').references(() => missions.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracy: doublePrecision('accuracy'),
    status: sosStatusEnum('status').notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    falseAlarm: boolean('false_alarm').notNull().default(false),
  },
  (t) => [
    uniqueIndex('sos_alerts_request_unique').on(t.agentId, t.clientRequestId),
    index('sos_alerts_status_idx').on(t.status, t.createdAt),
    index('sos_alerts_agent_idx').on(t.agentId, t.createdAt),
  ],
);
