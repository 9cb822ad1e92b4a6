import type { Attendance } from '@secops/domain/attendance';
import * as MSG from '@secops/domain/messages';
import { Clock, Square, Timer } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { positionBody, useEndAttendance, useRequestOvertime } from '../api/attendance-actions.ts';
import type { AttendancePosition } from '../hooks/use-attendance-position.ts';
import { formatElapsed } from '../utils/attendance-view.ts';

type Props = { attendance: Attendance; position: AttendancePosition | null };

/** The attendance in progress: elapsed time, and the end and overtime actions. */
export function ActiveAttendanceCard({ attendance, position }: Props) {
  const now = useNow(1000);
  const end = useEndAttendance();
  const [asking, setAsking] = useState(false);
  const overtime = useRequestOvertime();
  const online = useOnline();
  const inOvertime = attendance.status === 'OVERTIME';
  const started = attendance.startTime ? new Date(attendance.startTime) : now;

  return (
    <section
      aria-labelledby="active-attendance-title"
      className="rounded-xl border-2 border-green-600 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="active-attendance-title" className="text-base font-semibold text-slate-900">
            {MSG.attendanceInProgress}
          </h2>
          <p className="line-clamp-2 text-sm break-words text-slate-600" title={attendance.mission.title}>
            {attendance.mission.title}
          </p>
        </div>
        <Badge tone={inOvertime ? 'orange' : 'green'}>
          {inOvertime ? MSG.attendanceOvertimeBadge : MSG.attendanceTabCurrent}
        </Badge>
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <Clock aria-hidden="true" className="size-4" />
        {formatMessage(MSG.attendanceSince, { time: formatTime(started) })}
      </p>
      <p
        aria-label={MSG.attendanceElapsed}
        className="mt-1 font-mono text-4xl font-bold tracking-tight text-slate-900 tabular-nums"
      >
        {formatElapsed(now.getTime() - started.getTime())}
      </p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <Button
          variant="danger"
          size="lg"
          icon={<Square aria-hidden="true" />}
          disabled={!position || !online}
          onClick={() => setAsking(true)}
        >
          {MSG.attendanceEnd}
        </Button>
        {!inOvertime && (
          <Button
            variant="secondary"
            size="lg"
            icon={<Timer aria-hidden="true" />}
            disabled={!online}
            isLoading={overtime.isPending}
            onClick={() => overtime.mutate({ attendanceId: attendance.id })}
          >
            {MSG.attendanceOvertime}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={MSG.attendanceEndConfirmTitle}
        message={formatMessage(MSG.attendanceEndConfirm, { time: formatTime(now) })}
        confirmLabel={MSG.attendanceEnd}
        isPending={end.isPending}
        onConfirm={() =>
          position &&
          end.mutate(
            { attendanceId: attendance.id, ...positionBody(position) },
            { onSettled: () => setAsking(false) },
          )
        }
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
