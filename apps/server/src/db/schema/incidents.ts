import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_SEVERITY,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  SEVERITY_MAX,
  SEVERITY_MIN,
} from '@secops/domain/incidents';
import { agents } from './agents.ts';
import { missions } from './missions.ts';
import { timestamps, users } from './users.ts';

export const incidentTypeEnum = pgEnum('incident_type', INCIDENT_TYPES);
export const incidentStatusEnum = pgEnum('incident_status', INCIDENT_STATUSES);

export const incidents = pgTable(
  'incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    type: incidentTypeEnum('type').notNull(),
    severity: integer('severity').notNull().default(DEFAULT_SEVERITY),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: incidentStatusEnum('status').notNull().default('OPEN'),
    /** The reporting agent; staff without an agent record are kept in reportedBy. */
    reporterId: uuid('reporter_id').references(() => agents.id, { onDelete: 'set null' }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The time a guard's phone gave, when it was not kept (older than a day, or ahead of the server's clock). */
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    photoUrl: text('photo_url'),
    /** The phone's idempotency key for a report queued offline: a resend answers the same incident. */
    clientRequestId: text('client_request_id'),
    ...timestamps,
  },
  (t) => [
    check(
      'incidents_severity_range',
      sql`${t.severity} between ${sql.raw(String(SEVERITY_MIN))} and ${sql.raw(String(SEVERITY_MAX))}`,
    ),
    uniqueIndex('incidents_client_request_unique').on(t.reportedBy, t.clientRequestId),
    index('incidents_mission_idx').on(t.missionId),
    index('incidents_reporter_idx').on(t.reporterId),
    index('incidents_status_idx').on(t.status),
    index('incidents_occurred_idx').on(t.occurredAt),
  ],
);
