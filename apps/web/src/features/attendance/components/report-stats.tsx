import type { AttendanceStats } from '@secops/domain/attendance';
import * as MSG from '@secops/domain/messages';
import { formatHours } from '../../../lib/format.ts';

type Figure = { label: string; value: string; strong?: boolean };

/** The report's totals: count, regular and overtime hours, in progress, and the payroll split. */
export function ReportStats({ stats }: { stats: AttendanceStats }) {
  const figures: Figure[] = [
    { label: MSG.reportStatTotal, value: String(stats.total), strong: true },
    { label: MSG.reportStatRegular, value: `${formatHours(stats.totalRegularHours)} h`, strong: true },
    { label: MSG.reportStatOvertime, value: `${formatHours(stats.totalOvertimeHours)} h`, strong: true },
    { label: MSG.reportStatInProgress, value: String(stats.started + stats.overtime), strong: true },
    { label: MSG.reportStatNight, value: `${formatHours(stats.totalNightHours)} h` },
    { label: MSG.reportStatSunday, value: `${formatHours(stats.totalSundayHours)} h` },
    { label: MSG.reportStatHoliday, value: `${formatHours(stats.totalHolidayHours)} h` },
    { label: MSG.reportStatLowAccuracy, value: String(stats.lowAccuracy) },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((f) => (
        <li key={f.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm font-medium text-slate-600">{f.label}</p>
          <p
            className={
              f.strong
                ? 'mt-1 text-2xl font-bold text-slate-900 tabular-nums'
                : 'mt-1 text-lg font-semibold text-slate-800 tabular-nums'
            }
          >
            {f.value}
          </p>
        </li>
      ))}
    </ul>
  );
}
