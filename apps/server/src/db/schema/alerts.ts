import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ALERT_STATUSES, ALERT_TYPES } from '@secops/domain/alerts';
import { agents } from './agents.ts';
import { incidents } from './incidents.ts';
import { missions } from './missions.ts';
import { shifts } from './shifts.ts';
import { sosAlerts } from './sos.ts';
import { users } from './users.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Dispatch alerts. `dedupeKey` names the occurrence of a cause (the shift not clocked in, the incident, the SOS, the
 * duty and the time the position was lost...): whatever the number of processes evaluating the rules, the unique
 * index lets one insert it, once.
 */
export const dispatchAlerts = pgTable(
  'dispatch_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    status: text('status').notNull().default('OPEN'),
    dedupeKey: text('dedupe_key').notNull(),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    missionId: uuid('mission_id').references(() => missions.id, { onDelete: 'set null' }),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    attendanceId: uuid('attendance_id'),
    sosId: uuid('sos_id').references(() => sosAlerts.id, { onDelete: 'set null' }),
    incidentId: uuid('incident_id').references(() => incidents.id, { onDelete: 'set null' }),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    /** Since when the cause holds (the lost fix, the last position inside), for the rules that resolve by themselves. */
    causeSince: timestamp('cause_since', { withTimezone: true }),
    cause: text('cause').notNull(),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
    /** Set by the one process that sent the web push (for the types that have one). */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    check('dispatch_alerts_type_known', sql`${t.type} in (${list(ALERT_TYPES)})`),
    check('dispatch_alerts_status_known', sql`${t.status} in (${list(ALERT_STATUSES)})`),
    uniqueIndex('dispatch_alerts_dedupe_unique').on(t.dedupeKey),
    index('dispatch_alerts_active_idx')
      .on(t.status, t.raisedAt.desc())
      .where(sql`${t.status} <> 'RESOLVED'`),
    index('dispatch_alerts_raised_idx').on(t.raisedAt.desc()),
    index('dispatch_alerts_sos_idx').on(t.sosId),
    index('dispatch_alerts_incident_idx').on(t.incidentId),
  ],
);
