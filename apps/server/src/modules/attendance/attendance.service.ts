import {
  canResume,
  proximity,
  START_EARLY_MS,
  type Attendance,
  type AttendanceOvertime,
  type AttendancePosition,
  type AttendanceStart,
  type Proximity,
  type ProximityBody,
} from '@secops/domain/attendance';
import { addHours, workedHours, type WorkedHours } from '@secops/domain/attendance-hours';
import * as MSG from '@secops/domain/messages';
import { SUSPECT_REASONS_MAX } from '@secops/domain/movement';
import { formatMessage } from '@secops/domain/format-message';
import { AUTO_ENTRY_TEXT } from '@secops/domain/logbook-auto';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { alertsOnClocking } from '../alerts/alerts.service.ts';
import type { MovementWatch } from '../gps/movement-watch.ts';
import { recordAutoEntry, type AutoEntry } from '../logbook/auto-entry.ts';
import { assertMissionWritable } from '../missions/missions.policy.ts';
import { findVisibleMission } from '../missions/missions.service.ts';
import { payrollRanges } from '../settings/payroll-settings.service.ts';
import { assertOwnAgent, assertOwnAttendance, ownAgentId } from './attendance.policy.ts';
import { presentAttendance } from './attendance.presenter.ts';
import {
  findActiveAttendance,
  findAttendanceView,
  findShift,
  insertAttendance,
  lockAttendance,
  updateAttendance,
  type AttendanceRecord,
} from './attendance.repository.ts';

const FAR_FUTURE = new Date(8.64e15);

/** How far the posted position is from the mission place, for the field user's own mission (else 404). */
export async function checkProximity(db: Db, user: AuthUser, body: ProximityBody): Promise<Proximity> {
  ownAgentId(user);
  const mission = await findVisibleMission(db, user, body.missionId);
  return proximity({ lat: mission.locationLat, lng: mission.locationLng }, body);
}

async function view(db: Db | Tx, id: string): Promise<Attendance> {
  const row = await findAttendanceView(db, id);
  if (!row) throw notFound(MSG.attendanceNotFound);
  return presentAttendance(row);
}

/** A clock fix as the movement watch takes it. */
const clockFix = (body: { lat: number; lng: number; accuracy?: number | null }, now: Date) => ({
  lat: body.lat,
  lng: body.lng,
  accuracy: body.accuracy ?? null,
  at: now.getTime(),
});

/** The attendance's mark with the reasons of a clock fix added (the row is locked). */
const suspectChanges = (attendance: AttendanceRecord, reasons: string[]) => ({
  suspect: attendance.suspect || reasons.length > 0,
  suspectReasons: [...attendance.suspectReasons, ...reasons].slice(0, SUSPECT_REASONS_MAX),
});

/**
 * Clocks in on one of the agent's own shifts: from 1 hour before its start until its end, within 1 km of the
 * mission place (measured here, from the posted position), once per shift (the unique (agent, shift) index makes
 * two simultaneous starts end with one attendance), and not while another attendance is in progress. Marked suspect
 * when the position jumps from the agent's last one (see the domain's movement rule).
 */
export async function startAttendance(
  db: Db,
  movement: MovementWatch,
  user: AuthUser,
  body: AttendanceStart,
  now = new Date(),
) {
  assertOwnAgent(user, body.agentId);
  const mission = await findVisibleMission(db, user, body.missionId);
  const shift = await findShift(db, body.shiftId);
  if (!shift || shift.agentId !== body.agentId || shift.missionId !== body.missionId) {
    throw notFound(MSG.shiftNotFound);
  }
  assertMissionWritable(mission.status);
  if (now.getTime() >= shift.endAt.getTime()) throw conflict(MSG.attendanceShiftOver, 'SHIFT_OVER');
  if (now.getTime() < shift.startAt.getTime() - START_EARLY_MS)
    throw conflict(MSG.attendanceTooEarly, 'TOO_EARLY');
  const near = proximity({ lat: mission.locationLat, lng: mission.locationLng }, body);
  if (near.distance === null) throw conflict(MSG.attendanceNoMissionCoordinates, 'MISSION_NO_COORDINATES');
  if (!near.canStart) throw conflict(formatMessage(MSG.attendanceTooFar, { n: near.distance }), 'TOO_FAR');
  const active = await findActiveAttendance(db, body.agentId);
  if (active?.attendance.shiftId === shift.id)
    throw conflict(MSG.attendanceAlreadyStarted, 'ATTENDANCE_EXISTS');
  if (active) throw conflict(MSG.attendanceOtherActive, 'ALREADY_ACTIVE');
  const reasons = await movement.clock(db, body.agentId, clockFix(body, now), 'in');
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertAttendance(tx, {
        agentId: body.agentId,
        missionId: body.missionId,
        shiftId: shift.id,
        status: 'STARTED',
        startTime: now,
        periodStart: now,
        startLat: body.lat,
        startLng: body.lng,
        startAccuracy: body.accuracy ?? null,
        suspect: reasons.length > 0,
        suspectReasons: reasons,
      });
      await recordAutoEntry(
        tx,
        {
          missionId: body.missionId,
          type: 'ATTENDANCE_START',
          text: AUTO_ENTRY_TEXT.attendanceStart(shift),
          occurredAt: now,
          authorUserId: user.id,
          subjectId: inserted.id,
          lat: body.lat,
          lng: body.lng,
        },
        now,
      );
      await alertsOnClocking(
        tx,
        'in',
        { attendanceId: inserted.id, agentId: body.agentId, missionId: body.missionId, shift },
        now,
      );
      return inserted;
    });
    return view(db, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.attendanceAlreadyStarted, 'ATTENDANCE_EXISTS');
    throw error;
  }
}

/** The main courante's entry of a clock-out or a resume, written with it. */
function clockEntry(
  type: 'ATTENDANCE_END' | 'ATTENDANCE_RESUME',
  user: AuthUser,
  attendance: AttendanceRecord,
  shift: { startAt: Date | null; endAt: Date | null } | null,
  body: AttendancePosition,
  now: Date,
): AutoEntry {
  const slot = shift?.startAt && shift.endAt ? { startAt: shift.startAt, endAt: shift.endAt } : null;
  return {
    missionId: attendance.missionId,
    type,
    text:
      type === 'ATTENDANCE_END' ? AUTO_ENTRY_TEXT.attendanceEnd(slot) : AUTO_ENTRY_TEXT.attendanceResume(),
    occurredAt: now,
    authorUserId: user.id,
    subjectId: attendance.id,
    lat: body.lat,
    lng: body.lng,
  };
}

/** An attendance and its shift as the alerts read them. */
function clocking(
  attendance: AttendanceRecord,
  shift: { id: string | null; startAt: Date | null; endAt: Date | null } | null,
) {
  const { id, startAt, endAt } = shift ?? {};
  return {
    attendanceId: attendance.id,
    agentId: attendance.agentId,
    missionId: attendance.missionId,
    shift: id && startAt && endAt ? { id, startAt, endAt } : null,
  };
}

/** Runs an action on the user's own attendance, its row locked, in one transaction. */
async function withOwnAttendance(
  db: Db,
  user: AuthUser,
  id: string,
  work: (tx: Tx, row: NonNullable<Awaited<ReturnType<typeof lockAttendance>>>) => Promise<void>,
): Promise<Attendance> {
  return db.transaction(async (tx) => {
    const row = await lockAttendance(tx, id);
    assertOwnAttendance(user, row?.attendance);
    await work(tx, row!);
    return view(tx, id);
  });
}

/** Overtime is asked on a STARTED attendance only; the counter goes on. */
export function requestOvertime(db: Db, user: AuthUser, body: AttendanceOvertime, now = new Date()) {
  return withOwnAttendance(db, user, body.attendanceId, async (tx, { attendance }) => {
    if (attendance.status === 'OVERTIME') throw conflict(MSG.attendanceAlreadyOvertime, 'ALREADY_OVERTIME');
    if (attendance.status !== 'STARTED') throw conflict(MSG.attendanceOvertimeNeedsStarted, 'NOT_STARTED');
    await updateAttendance(tx, attendance.id, {
      status: 'OVERTIME',
      requestedHours: body.requestedHours,
      overtimeRequestedAt: now,
    });
  });
}

/** Hours of the period being worked (from the start or the last resume) up to now, added to those already counted. */
async function hoursUntil(
  tx: Tx,
  attendance: AttendanceRecord,
  shift: { startAt: Date | null; endAt: Date | null } | null,
  now: Date,
) {
  const period = { start: attendance.periodStart ?? attendance.startTime ?? now, end: now };
  const against =
    shift?.startAt && shift.endAt
      ? { startAt: shift.startAt, endAt: shift.endAt }
      : { startAt: period.start, endAt: FAR_FUTURE };
  const worked = workedHours(period, against, await payrollRanges(tx));
  const before: WorkedHours = {
    regularHours: attendance.regularHours,
    overtimeHours: attendance.overtimeHours,
    dayHours: attendance.dayHours,
    nightHours: attendance.nightHours,
    sundayHours: attendance.sundayHours,
    holidayHours: attendance.holidayHours,
  };
  return addHours(before, worked);
}

/**
 * Ends a STARTED or OVERTIME attendance now; the hours are computed here, with the server's clock. Marked suspect
 * when the position jumps from the agent's last one.
 */
export function endAttendance(
  db: Db,
  movement: MovementWatch,
  user: AuthUser,
  body: AttendancePosition,
  now = new Date(),
) {
  return withOwnAttendance(db, user, body.attendanceId, async (tx, { attendance, shift }) => {
    if (attendance.status !== 'STARTED' && attendance.status !== 'OVERTIME') {
      throw conflict(MSG.attendanceNoActive, 'NOT_ACTIVE');
    }
    const reasons = await movement.clock(tx, attendance.agentId, clockFix(body, now), 'out');
    await updateAttendance(tx, attendance.id, {
      ...suspectChanges(attendance, reasons),
      ...(await hoursUntil(tx, attendance, shift, now)),
      status: 'COMPLETED',
      endTime: now,
      endLat: body.lat,
      endLng: body.lng,
      endAccuracy: body.accuracy ?? null,
    });
    await recordAutoEntry(tx, clockEntry('ATTENDANCE_END', user, attendance, shift, body, now), now);
    await alertsOnClocking(tx, 'out', clocking(attendance, shift), now);
  });
}

/**
 * Takes a COMPLETED attendance back within 10 minutes of its end and before the shift end; the gap is not paid. A
 * clock-in again: marked suspect when the position jumps from the agent's last one.
 */
export function resumeAttendance(
  db: Db,
  movement: MovementWatch,
  user: AuthUser,
  body: AttendancePosition,
  now = new Date(),
) {
  return withOwnAttendance(db, user, body.attendanceId, async (tx, { attendance, shift }) => {
    if (attendance.status !== 'COMPLETED') throw conflict(MSG.attendanceNotCompleted, 'NOT_COMPLETED');
    const window = shift?.endAt ? { endAt: shift.endAt } : null;
    if (!canResume(attendance, window, now)) throw conflict(MSG.attendanceResumeTooLate, 'RESUME_TOO_LATE');
    const other = await findActiveAttendance(tx, attendance.agentId);
    if (other) throw conflict(MSG.attendanceOtherActive, 'ALREADY_ACTIVE');
    const reasons = await movement.clock(tx, attendance.agentId, clockFix(body, now), 'in');
    await updateAttendance(tx, attendance.id, {
      ...suspectChanges(attendance, reasons),
      status: 'STARTED',
      endTime: null,
      periodStart: now,
      endLat: null,
      endLng: null,
      endAccuracy: null,
    });
    await recordAutoEntry(tx, clockEntry('ATTENDANCE_RESUME', user, attendance, shift, body, now), now);
    await alertsOnClocking(tx, 'resume', clocking(attendance, shift), now);
  });
}

/** The agent's attendance in progress, or null. */
export async function activeAttendance(db: Db, agentId: string): Promise<Attendance | null> {
  const row = await findActiveAttendance(db, agentId);
  return row ? presentAttendance(row) : null;
}
