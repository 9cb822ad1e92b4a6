import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ASSIGNMENT_ROLE } from '@secops/domain/assignments';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  agents,
  attendances,
  deletedShifts,
  missionAssignments,
  missions,
  shifts,
  users,
} from '../../db/schema/index.ts';

type Period = { startAt: Date; endAt: Date };
export type ShiftRecord = typeof shifts.$inferSelect;
export type NewShift = typeof shifts.$inferInsert;
export type AttendanceRecord = typeof attendances.$inferSelect;
export type ShiftAgent = {
  id: string;
  firstName: string;
  lastName: string;
  matricule: string;
  photo: string | null;
};
export type ShiftMission = { id: string; title: string; locationAddress: string | null };
/** `agent` is null for an open shift. */
export type ShiftRow = { shift: ShiftRecord; agent: ShiftAgent | null; mission: ShiftMission };

const agentColumns = {
  id: agents.id,
  firstName: agents.firstName,
  lastName: agents.lastName,
  matricule: agents.matricule,
  photo: agents.photo,
};
const missionColumns = { id: missions.id, title: missions.title, locationAddress: missions.locationAddress };
const missionPeriod = { startAt: missions.startAt, endAt: missions.endAt };

/** The mission a shift is written on, share-locked so that it cannot be archived while the shift is written. */
export async function lockMission(tx: Tx, id: string) {
  const [row] = await tx
    .select({ ...missionColumns, status: missions.status, period: missionPeriod })
    .from(missions)
    .where(eq(missions.id, id))
    .for('share');
  return row;
}

/**
 * The agent row, locked for update: two shift creations for the same agent run one after the other, so the second
 * sees the first one's shifts. Active means a user account that is active.
 */
export async function lockAgent(tx: Tx, id: string) {
  const [row] = await tx
    .select({ ...agentColumns, isActive: sql<boolean>`coalesce(${users.isActive}, false)` })
    .from(agents)
    .leftJoin(users, eq(users.id, agents.userId))
    .where(eq(agents.id, id))
    .for('update', { of: agents });
  return row;
}

/** The agent's shifts meeting [from, to), any mission, with the mission title to name a conflict. */
export function findAgentShiftsBetween(tx: Tx, agentId: string, period: Period) {
  return tx
    .select({ id: shifts.id, startAt: shifts.startAt, endAt: shifts.endAt, missionTitle: missions.title })
    .from(shifts)
    .innerJoin(missions, eq(missions.id, shifts.missionId))
    .where(
      and(eq(shifts.agentId, agentId), lt(shifts.startAt, period.endAt), gt(shifts.endAt, period.startAt)),
    )
    .orderBy(asc(shifts.startAt));
}

/** Assigns the agent to the mission with the default role, unless already assigned; true when it did. */
export async function ensureAssignment(tx: Tx, missionId: string, agentId: string): Promise<boolean> {
  const added = await tx
    .insert(missionAssignments)
    .values({ missionId, agentId, role: DEFAULT_ASSIGNMENT_ROLE })
    .onConflictDoNothing()
    .returning({ id: missionAssignments.id });
  return added.length > 0;
}

export function insertShifts(tx: Tx, values: NewShift[]): Promise<ShiftRecord[]> {
  return tx.insert(shifts).values(values).returning();
}

export type ShiftFilter = {
  missionId?: string;
  agentId?: string;
  /** Only the open shifts (nobody on them). */
  open?: boolean;
  /** Shifts ending after `from` and starting before `to`. */
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
};

/** Shifts with their agent and mission, in start order. */
export async function findShifts(db: DbOrTx, filter: ShiftFilter): Promise<ShiftRow[]> {
  const where: SQL[] = [];
  if (filter.missionId) where.push(eq(shifts.missionId, filter.missionId));
  if (filter.agentId) where.push(eq(shifts.agentId, filter.agentId));
  if (filter.open) where.push(isNull(shifts.agentId));
  if (filter.from) where.push(gt(shifts.endAt, filter.from));
  if (filter.to) where.push(lt(shifts.startAt, filter.to));
  return db
    .select({ shift: shifts, agent: agentColumns, mission: missionColumns })
    .from(shifts)
    .leftJoin(agents, eq(agents.id, shifts.agentId))
    .innerJoin(missions, eq(missions.id, shifts.missionId))
    .where(and(...where))
    .orderBy(asc(shifts.startAt), asc(shifts.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export function findAttendancesOfShifts(db: DbOrTx, shiftIds: string[]): Promise<AttendanceRecord[]> {
  if (shiftIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(attendances)
    .where(inArray(attendances.shiftId, shiftIds))
    .orderBy(asc(attendances.createdAt));
}

export async function agentExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, id));
  return Boolean(row);
}

/** The shift and its mission's status, the shift row locked for the deletion. */
export async function lockShift(tx: Tx, id: string) {
  const [row] = await tx
    .select({ shift: shifts, missionStatus: missions.status })
    .from(shifts)
    .innerJoin(missions, eq(missions.id, shifts.missionId))
    .where(eq(shifts.id, id))
    .for('update', { of: shifts });
  return row;
}

export async function shiftHasAttendances(tx: Tx, shiftId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: attendances.id })
    .from(attendances)
    .where(eq(attendances.shiftId, shiftId))
    .limit(1);
  return Boolean(row);
}

export async function removeShift(tx: Tx, id: string): Promise<void> {
  await tx.delete(shifts).where(eq(shifts.id, id));
}

/** Keeps a deleted shift's row for its restoration, and forgets those deleted before `keptSince`. */
export async function keepDeletedShift(
  tx: Tx,
  shift: ShiftRecord,
  now: Date,
  keptSince: Date,
): Promise<void> {
  await tx.delete(deletedShifts).where(lt(deletedShifts.deletedAt, keptSince));
  await tx
    .insert(deletedShifts)
    .values({ id: shift.id, shift, deletedAt: now })
    .onConflictDoUpdate({ target: deletedShifts.id, set: { shift, deletedAt: now } });
}

/** Takes back (and forgets) a shift deleted at or after `keptSince`, as it was; undefined when there is none. */
export async function takeDeletedShift(
  tx: Tx,
  id: string,
  keptSince: Date,
): Promise<ShiftRecord | undefined> {
  const [row] = await tx
    .delete(deletedShifts)
    .where(and(eq(deletedShifts.id, id), gte(deletedShifts.deletedAt, keptSince)))
    .returning({ shift: deletedShifts.shift });
  if (!row) return undefined;
  const kept = row.shift as Record<keyof ShiftRecord, unknown>;
  const date = (value: unknown) => (value == null ? null : new Date(String(value)));
  return {
    ...(kept as ShiftRecord),
    startAt: date(kept.startAt)!,
    endAt: date(kept.endAt)!,
    recurringEndDate: date(kept.recurringEndDate),
    createdAt: date(kept.createdAt)!,
    updatedAt: date(kept.updatedAt)!,
  };
}

/** Missions meeting [start, end), a zero-length mission by its start, with their assignment count: one query. */
export function findMissionsBetween(db: DbOrTx, period: Period) {
  return db
    .select({
      id: missions.id,
      title: missions.title,
      status: missions.status,
      startAt: missions.startAt,
      endAt: missions.endAt,
      locationAddress: missions.locationAddress,
      // Written out in full: inside a select list drizzle leaves column names unqualified.
      assignments:
        sql<number>`(select count(*) from ${missionAssignments} as ma where ma.mission_id = ${missions}.id)`.mapWith(
          Number,
        ),
    })
    .from(missions)
    .where(
      and(
        lt(missions.startAt, period.endAt),
        or(gt(missions.endAt, period.startAt), gte(missions.startAt, period.startAt)),
      ),
    )
    .orderBy(asc(missions.startAt), asc(missions.id));
}

/** The agents with a shift on another mission that meets [start, end): they are busy for that period. */
export async function findBusyAgents(db: DbOrTx, missionId: string, period: Period): Promise<string[]> {
  const rows = await db
    .selectDistinct({ agentId: shifts.agentId })
    .from(shifts)
    .where(
      and(
        sql`${shifts.missionId} <> ${missionId}`,
        lt(shifts.startAt, period.endAt),
        gt(shifts.endAt, period.startAt),
      ),
    );
  return rows.flatMap((r) => (r.agentId ? [r.agentId] : []));
}

/** A shift and the later ones of its recurring series (`following`), or the whole series (`all`), locked, in order. */
export function lockSeries(tx: Tx, groupId: string, from?: Date) {
  const where = [eq(shifts.recurrenceGroupId, groupId)];
  if (from) where.push(gte(shifts.startAt, from));
  return tx
    .select()
    .from(shifts)
    .where(and(...where))
    .orderBy(asc(shifts.startAt))
    .for('update');
}

/** The shifts among `ids` that have attendances (they keep their times and agent: the past is not rewritten). */
export async function shiftsWithAttendances(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ shiftId: attendances.shiftId })
    .from(attendances)
    .where(inArray(attendances.shiftId, ids));
  return new Set(rows.map((row) => row.shiftId!));
}

export async function updateShiftRow(tx: Tx, id: string, values: Partial<NewShift>): Promise<ShiftRecord> {
  const [row] = await tx
    .update(shifts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shifts.id, id))
    .returning();
  return row!;
}
