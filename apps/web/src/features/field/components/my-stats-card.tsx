import type { AgentStats } from '@secops/domain/agents.schemas';
import { ATTENDANCE_STATUS_LABELS } from '@secops/domain/attendance';
import * as MSG from '@secops/domain/messages';
import { Card } from '../../../components/ui/card.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDate, formatHours } from '../../../lib/format.ts';

/** The agent's figures: missions assigned and incidents reported. */
export function MyStatsCard({ stats }: { stats: AgentStats }) {
  return (
    <Card title={MSG.fieldStats}>
      <dl className="grid grid-cols-2 gap-3">
        <Figure label={MSG.fieldStatsMissions} value={stats.totalMissions} />
        <Figure label={MSG.fieldStatsIncidents} value={stats.totalIncidents} />
      </dl>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col rounded-lg bg-slate-50 px-4 py-3">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="order-first text-3xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** The 5 latest attendances: day, mission, status and hours worked (regular and overtime) to 2 decimals. */
export function RecentAttendancesCard({ attendances }: { attendances: AgentStats['recentAttendances'] }) {
  return (
    <Card title={MSG.fieldRecentAttendances}>
      {attendances.length === 0 ? (
        <p className="text-base text-slate-600">{MSG.fieldNoAttendance}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {attendances.map((attendance) => (
            <li
              key={attendance.id}
              className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0 text-base">
                <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
                  {attendance.mission.title}
                </p>
                <p className="text-slate-700">
                  {attendance.startTime ? formatDate(attendance.startTime) : '—'} ·{' '}
                  {ATTENDANCE_STATUS_LABELS[attendance.status]}
                </p>
              </div>
              <p className="shrink-0 text-base font-semibold text-slate-900 tabular-nums">
                {formatMessage(MSG.fieldAttendanceHours, {
                  hours: formatHours(attendance.regularHours + attendance.overtimeHours),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
