import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REPORT_FREQUENCIES, REPORT_KINDS, REPORT_STATUSES } from '@secops/domain/client-reports';
import { clients } from './clients.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A client company's activity report settings (absent: OFF). */
export const clientReportSettings = pgTable(
  'client_report_settings',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    frequency: text('frequency').notNull().default('OFF'),
    /** Paris wall-clock time HH:MM. */
    time: text('time').notNull().default('07:00'),
    /** 1 = Monday … 7 = Sunday, for WEEKLY. */
    weekday: integer('weekday'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('client_report_settings_frequency_known', sql`${t.frequency} in (${list(REPORT_FREQUENCIES)})`),
    check('client_report_settings_weekday_range', sql`${t.weekday} between 1 and 7`),
  ],
);

/**
 * Every activity report made for a client: its period, recipients and PDF as sent. A scheduled report is unique per
 * client, kind and period (the index makes it exactly once whatever the number of processes); a manual one is not.
 * `deliveredTo` keeps the recipients already served, so that a retry after a failure sends only to the others.
 */
export const clientReports = pgTable(
  'client_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    recipients: text('recipients').array().notNull(),
    deliveredTo: text('delivered_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    pdf: bytea('pdf'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    requestedBy: uuid('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('client_reports_kind_known', sql`${t.kind} in (${list(REPORT_KINDS)})`),
    check('client_reports_status_known', sql`${t.status} in (${list(REPORT_STATUSES)})`),
    uniqueIndex('client_reports_period_unique')
      .on(t.clientId, t.kind, t.periodStart)
      .where(sql`${t.kind} <> 'MANUAL'`),
    index('client_reports_client_idx').on(t.clientId, t.createdAt),
    index('client_reports_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);
