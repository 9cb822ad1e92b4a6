import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EQUIPMENT_KINDS, EQUIPMENT_STATUSES, VEHICLE_STATUSES } from '@secops/domain/equipment';
import { agents } from './agents.ts';
import { timestamps } from './users.ts';

export const equipmentKindEnum = pgEnum('equipment_kind', EQUIPMENT_KINDS);
export const equipmentStatusEnum = pgEnum('equipment_status', EQUIPMENT_STATUSES);
export const vehicleStatusEnum = pgEnum('vehicle_status', VEHICLE_STATUSES);

export const equipment = pgTable(
  'equipment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: equipmentKindEnum('kind').notNull(),
    serial: text('serial'),
    brand: text('brand'),
    model: text('model'),
    notes: text('notes'),
    status: equipmentStatusEnum('status').notNull().default('AVAILABLE'),
    ...timestamps,
  },
  (t) => [index('equipment_status_idx').on(t.status), index('equipment_kind_idx').on(t.kind)],
);

/** An item is out while its assignment has no return time; at most one such assignment per item. */
export const equipmentAssignments = pgTable(
  'equipment_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    outAt: timestamp('out_at', { withTimezone: true }).notNull().defaultNow(),
    inAt: timestamp('in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('equipment_assignments_one_open')
      .on(t.equipmentId)
      .where(sql`${t.inAt} is null`),
    index('equipment_assignments_equipment_idx').on(t.equipmentId, t.outAt),
    index('equipment_assignments_agent_idx').on(t.agentId),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plate: text('plate').notNull(),
    brand: text('brand'),
    model: text('model'),
    year: integer('year'),
    notes: text('notes'),
    status: vehicleStatusEnum('status').notNull().default('AVAILABLE'),
    /** Who has the vehicle while it is ASSIGNED (cleared with any other status). */
    assignedAgentId: uuid('assigned_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vehicles_plate_unique').on(t.plate),
    index('vehicles_status_idx').on(t.status),
    index('vehicles_assigned_agent_idx').on(t.assignedAgentId),
  ],
);
