import { ATTENDANCE_STATUS_LABELS, LOW_ACCURACY_M } from '@secops/domain/attendance';
import * as MSG from '@secops/domain/messages';
import { isCalendarDate } from '@secops/domain/planning';
import type { AttendanceView } from './attendance.repository.ts';

const TIME_ZONE = 'Europe/Paris';
const day = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const hours = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

export const formatDay = (date: Date | null) => (date ? day.format(date) : '');
export const formatHour = (date: Date | null) => (date ? time.format(date) : '');
/** A report filter bound: '22/11/2026' for a calendar day, '22/11/2026 08:00' (Paris) for a date-time. */
export const formatBound = (value: string) =>
  isCalendarDate(value)
    ? value.split('-').reverse().join('/')
    : `${formatDay(new Date(value))} ${formatHour(new Date(value))}`;
export const formatAttendanceHours = (value: number) => hours.format(value);

/** The end time, with its day when it is not the start's day (a night shift). */
export const formatEnd = (start: Date | null, end: Date | null) =>
  end && start && formatDay(end) !== formatDay(start)
    ? `${formatDay(end)} ${formatHour(end)}`
    : formatHour(end);

export const isLowAccuracy = (accuracy: number | null) => accuracy !== null && accuracy > LOW_ACCURACY_M;

export const agentName = (row: AttendanceView) => `${row.agent.firstName} ${row.agent.lastName}`;
export const statusLabel = (row: AttendanceView) => ATTENDANCE_STATUS_LABELS[row.attendance.status];

/** Why the attendance is suspect, in one cell: 'Pointage suspect : reason ; reason', or nothing. */
export const suspectText = ({ attendance: a }: AttendanceView) =>
  a.suspect ? `${MSG.attendanceSuspect} : ${a.suspectReasons.join(' ; ')}` : '';
