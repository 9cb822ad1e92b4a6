import { ATTENDANCE_STATUS_LABELS, type Attendance, type AttendanceStatus } from '@secops/domain/attendance';
import * as MSG from '@secops/domain/messages';
import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDate, formatHours, formatTime } from '../../../lib/format.ts';
import { shortAddress } from '@secops/domain/attendance-display';

const STATUS_TONES: Record<AttendanceStatus, BadgeTone> = {
  PENDING: 'neutral',
  STARTED: 'blue',
  OVERTIME: 'orange',
  COMPLETED: 'green',
};

const HEADERS = [
  MSG.reportColAgent,
  MSG.reportColMission,
  MSG.reportColDate,
  MSG.reportColStart,
  MSG.reportColEnd,
  MSG.reportColRegular,
  MSG.reportColOvertime,
  MSG.reportColNight,
  MSG.reportColStatus,
];

/** 'Pointage suspect' and why: positions or clock fixes that moved implausibly. */
function SuspectMark({ reasons }: { reasons: string[] }) {
  return (
    <div className="mt-2 max-w-xs">
      <Badge tone="red">
        <ShieldAlert aria-hidden="true" className="mr-1 size-3.5" />
        {MSG.attendanceSuspect}
      </Badge>
      <ul className="mt-1 list-disc space-y-0.5 pl-4 text-xs text-red-800">
        {reasons.map((reason, i) => (
          <li key={i}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}

/** The attendances, one row each; the table scrolls inside its own box on a narrow screen. */
export function ReportTable({ rows }: { rows: Attendance[] }) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      tabIndex={0}
      role="region"
      aria-label={MSG.reportTable}
    >
      <table className="w-full min-w-[900px] text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((a) => (
            <tr key={a.id} className="align-top">
              <td className="px-4 py-3">
                <span className="font-medium text-slate-900">
                  {a.agent.firstName} {a.agent.lastName}
                </span>
                <span className="block text-xs text-slate-500">{a.agent.matricule}</span>
                {a.lowAccuracy && (
                  <span className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800">
                    <TriangleAlert aria-hidden="true" className="size-3.5" />
                    {formatMessage(MSG.reportLowAccuracy, { n: Math.round(a.startAccuracy ?? 0) })}
                  </span>
                )}
              </td>
              <td className="px-4 py-3">
                <span className="text-slate-900">{a.mission.title}</span>
                {a.mission.locationAddress && (
                  <span className="block text-xs text-slate-500" title={a.mission.locationAddress}>
                    {shortAddress(a.mission.locationAddress)}
                  </span>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{a.startTime ? formatDate(a.startTime) : '—'}</td>
              <td className="px-4 py-3 tabular-nums">{a.startTime ? formatTime(a.startTime) : '—'}</td>
              <td className="px-4 py-3 tabular-nums">{a.endTime ? formatTime(a.endTime) : '—'}</td>
              <td className="px-4 py-3 tabular-nums">{formatHours(a.regularHours)}</td>
              <td className="px-4 py-3 tabular-nums">{formatHours(a.overtimeHours)}</td>
              <td className="px-4 py-3 tabular-nums">{formatHours(a.nightHours)}</td>
              <td className="px-4 py-3">
                <Badge tone={STATUS_TONES[a.status]}>{ATTENDANCE_STATUS_LABELS[a.status]}</Badge>
                {a.suspect && <SuspectMark reasons={a.suspectReasons} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
