import type { AttendanceReport, AttendanceReportQuery } from '@secops/domain/attendance';
import type { Db } from '../../db/client.ts';
import { presentAttendance } from './attendance.presenter.ts';
import { reportPage, reportStats } from './attendance.repository.ts';

const round2 = (hours: number) => Math.round(hours * 100) / 100;

/** The report: totals over every filtered attendance, and one page of them, newest first. */
export async function attendanceReport(db: Db, query: AttendanceReportQuery): Promise<AttendanceReport> {
  const { limit, offset, ...filters } = query;
  const [stats, rows] = await Promise.all([reportStats(db, filters), reportPage(db, filters, limit, offset)]);
  return {
    stats: {
      ...stats,
      totalRegularHours: round2(stats.totalRegularHours),
      totalOvertimeHours: round2(stats.totalOvertimeHours),
      totalDayHours: round2(stats.totalDayHours),
      totalNightHours: round2(stats.totalNightHours),
      totalSundayHours: round2(stats.totalSundayHours),
      totalHolidayHours: round2(stats.totalHolidayHours),
    },
    attendances: rows.map(presentAttendance),
    total: stats.total,
  };
}
