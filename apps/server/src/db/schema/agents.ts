import { date, doublePrecision, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { GRADES } from '@secops/domain/grades';
import { timestamps, users } from './users.ts';

export const gradeEnum = pgEnum('grade', GRADES);

export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the agent's user is deleted: the agent row stays so that history keeps a name. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    matricule: text('matricule').notNull(),
    photo: text('photo'),
    grade: gradeEnum('grade'),
    phone: text('phone'),
    address: text('address'),
    addressLat: doublePrecision('address_lat'),
    addressLng: doublePrecision('address_lng'),
    dateOfBirth: date('date_of_birth'),
    specialties: text('specialties').array().notNull().default([]),
    /** Weekly hours of the contract (35 full time); null when not given. */
    weeklyContractHours: doublePrecision('weekly_contract_hours'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('agents_matricule_unique').on(t.matricule),
    uniqueIndex('agents_user_unique').on(t.userId),
    index('agents_name_idx').on(t.lastName, t.firstName),
  ],
);
