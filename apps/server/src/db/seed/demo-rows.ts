import { createHash } from 'node:crypto';
import {
  agents,
  attendances,
  certifications,
  chatMessages,
  checklistItems,
  checklistTicks,
  checkpoints,
  clients,
  equipment,
  equipmentAssignments,
  gpsLatestPositions,
  gpsPositions,
  incidents,
  missionAssignments,
  missionPerimeters,
  missions,
  shifts,
  tourCheckpoints,
  tours,
  users,
  vehicles,
} from '../schema/index.ts';
import { demoCalendar } from './calendar.ts';
import { demoClientRows } from './demo-client.ts';
import { demoMissionRows } from './demo-missions.ts';
import { demoOperationRows } from './demo-operations.ts';
import { demoPeopleRows } from './demo-people.ts';
import { demoRoundRows } from './demo-rounds.ts';

/** The tables the demo fills, in the order they are filled: parents first (a client account names its company). */
export const DEMO_TABLES = {
  clients,
  users,
  agents,
  certifications,
  missions,
  missionPerimeters,
  missionAssignments,
  shifts,
  attendances,
  gpsPositions,
  gpsLatestPositions,
  checklistItems,
  checklistTicks,
  incidents,
  chatMessages,
  equipment,
  equipmentAssignments,
  vehicles,
  checkpoints,
  tours,
  tourCheckpoints,
};
type DemoTables = typeof DEMO_TABLES;

/** Every row of the demo, table by table. */
export type DemoRows = { [K in keyof DemoTables]: DemoTables[K]['$inferInsert'][] };

/**
 * Ids that are the same at each seeding, in the form of random ones (version 4): the server build seeds its prepared
 * database, and a first start re-dates those very rows by id (demo-redate.ts).
 */
function demoIdSequence(): () => string {
  let n = 0;
  return () => {
    const h = createHash('sha256').update(`secops-demo-${n++}`).digest('hex');
    const variant = '89ab'[Number.parseInt(h[16]!, 16) % 4];
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
}

/**
 * The demo dated from `now`: the same rows with the same ids whatever the moment, only their dates (and what follows
 * from them, such as the day and night hours of an attendance) move with it.
 */
export function demoRows(now: Date): DemoRows {
  const calendar = demoCalendar(now);
  const nextId = demoIdSequence();
  const people = demoPeopleRows(calendar, nextId);
  const field = demoMissionRows(calendar, people.ids, nextId);
  const operations = demoOperationRows(calendar, people.ids, field.missionByKey, nextId);
  const rounds = demoRoundRows(field.missionByKey, nextId);
  const client = demoClientRows(people.ids, nextId);
  return {
    ...people.rows,
    ...field.rows,
    ...operations,
    ...rounds,
    users: [...people.rows.users, ...client.users],
  };
}
