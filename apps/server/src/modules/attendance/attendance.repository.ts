import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_ATTENDANCE_STATUSES, type AttendanceFilters } from '@secops/domain/attendance';
import { isCalendarDate, parisDays } from '@secops/domain/planning';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { agents, attendances, missions, shifts } from '../../db/schema/index.ts';

export type AttendanceRecord = typeof attendances.$inferSelect;
export type NewAttendance = typeof attendances.$inferInsert;

const viewColumns = {
  attendance: attendances,
  agent: {
    id: agents.id,
    firstName: agents.firstName,
    lastName: agents.lastName,
    matricule: agents.matricule,
  },
  mission: { id: missions.id, title: missions.title, locationAddress: missions.locationAddress },
  shift: { id: shifts.id, startAt: shifts.startAt, endAt: shifts.endAt },
};

const selectViews = (db: DbOrTx) =>
  db
    .select(viewColumns)
    .from(attendances)
    .innerJoin(agents, eq(agents.id, attendances.agentId))
    .innerJoin(missions, eq(missions.id, attendances.missionId))
    .leftJoin(shifts, eq(shifts.id, attendances.shiftId));

export type AttendanceView = Awaited<ReturnType<typeof selectViews>>[number];

export async function findAttendanceView(db: DbOrTx, id: string): Promise<AttendanceView | undefined> {
  const [row] = await selectViews(db).where(eq(attendances.id, id));
  return row;
}

/** The attendance row locked for update, with its shift, so two actions on it run one after the other. */
export async function lockAttendance(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      attendance: attendances,
      shift: { id: shifts.id, startAt: shifts.startAt, endAt: shifts.endAt },
    })
    .from(attendances)
    .leftJoin(shifts, eq(shifts.id, attendances.shiftId))
    .where(eq(attendances.id, id))
    .for('update', { of: attendances });
  return row;
}

/** The agent's attendance in progress (STARTED or OVERTIME), the latest if there were several. */
export async function findActiveAttendance(db: DbOrTx, agentId: string): Promise<AttendanceView | undefined> {
  const [row] = await selectViews(db)
    .where(
      and(eq(attendances.agentId, agentId), inArray(attendances.status, [...ACTIVE_ATTENDANCE_STATUSES])),
    )
    .orderBy(desc(attendances.startTime))
    .limit(1);
  return row;
}

export async function findShift(db: DbOrTx, id: string) {
  const [row] = await db.select().from(shifts).where(eq(shifts.id, id));
  return row;
}

export async function insertAttendance(db: DbOrTx, values: NewAttendance): Promise<AttendanceRecord> {
  const [row] = await db.insert(attendances).values(values).returning();
  return row!;
}

export async function updateAttendance(
  db: DbOrTx,
  id: string,
  values: Partial<NewAttendance>,
): Promise<void> {
  await db.update(attendances).set(values).where(eq(attendances.id, id));
}

/** A report bound: a Paris calendar day (its whole day), or an ISO date-time as given. */
const startOf = (value: string) => (isCalendarDate(value) ? parisDays(value).start! : new Date(value));
const endOf = (value: string) => (isCalendarDate(value) ? parisDays(undefined, value).end! : new Date(value));

/** The report's conditions: start and end days included, on the attendance's start time. */
export function reportConditions(filters: AttendanceFilters): SQL | undefined {
  const conditions: SQL[] = [isNotNull(attendances.startTime)];
  if (filters.agentId) conditions.push(eq(attendances.agentId, filters.agentId));
  if (filters.missionId) conditions.push(eq(attendances.missionId, filters.missionId));
  if (filters.status) conditions.push(eq(attendances.status, filters.status));
  if (filters.suspect !== undefined) conditions.push(eq(attendances.suspect, filters.suspect));
  if (filters.startDate) conditions.push(gte(attendances.startTime, startOf(filters.startDate)));
  if (filters.endDate) conditions.push(lt(attendances.startTime, endOf(filters.endDate)));
  return and(...conditions);
}

export async function reportStats(db: DbOrTx, filters: AttendanceFilters) {
  const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      totalRegularHours: sum(attendances.regularHours),
      totalOvertimeHours: sum(attendances.overtimeHours),
      totalDayHours: sum(attendances.dayHours),
      totalNightHours: sum(attendances.nightHours),
      totalSundayHours: sum(attendances.sundayHours),
      totalHolidayHours: sum(attendances.holidayHours),
      started: sql<number>`count(*) filter (where ${attendances.status} = 'STARTED')::int`,
      overtime: sql<number>`count(*) filter (where ${attendances.status} = 'OVERTIME')::int`,
      lowAccuracy: sql<number>`count(*) filter (where ${attendances.startAccuracy} > 100)::int`,
      suspect: sql<number>`count(*) filter (where ${attendances.suspect})::int`,
    })
    .from(attendances)
    .where(reportConditions(filters));
  return row!;
}

/** A page of the report, newest start first (then id, so that pages never overlap). */
export function reportPage(db: DbOrTx, filters: AttendanceFilters, limit: number, offset: number) {
  return selectViews(db)
    .where(reportConditions(filters))
    .orderBy(desc(attendances.startTime), desc(attendances.id))
    .limit(limit)
    .offset(offset);
}

type Cursor = { startTime: Date; id: string };

/**
 * The report's rows in batches, newest first, each batch read after the last one's key (keyset pagination on the
 * (start_time, id) index): an export of any size holds one batch in memory at a time.
 */
export async function* reportBatches(db: DbOrTx, filters: AttendanceFilters, size = 1000) {
  let after: Cursor | undefined;
  for (;;) {
    const keyset = after
      ? sql`(${attendances.startTime}, ${attendances.id}) < (${after.startTime.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows = await selectViews(db)
      .where(and(reportConditions(filters), keyset))
      .orderBy(desc(attendances.startTime), desc(attendances.id))
      .limit(size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!.attendance;
    after = { startTime: last.startTime!, id: last.id };
  }
}
