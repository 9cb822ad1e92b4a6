import { isEndOfGuardWindow, type Attendance } from '@secops/domain/attendance';
import * as MSG from '@secops/domain/messages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { positionBody, useEndAttendance, useRequestOvertime } from '../api/attendance-actions.ts';
import type { AttendancePosition } from '../hooks/use-attendance-position.ts';

type Props = { attendance: Attendance; position: AttendancePosition | null };

/**
 * From 10 minutes before the shift end, a STARTED attendance asks what to do: finish now, continue in overtime, or
 * close and decide later (it does not ask again for that attendance).
 */
export function EndOfGuardDialog({ attendance, position }: Props) {
  const now = useNow(5000);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const end = useEndAttendance();
  const overtime = useRequestOvertime();
  const online = useOnline();
  const shift = attendance.shift;
  const open =
    attendance.status === 'STARTED' &&
    shift !== null &&
    isEndOfGuardWindow(shift, now) &&
    dismissed !== attendance.id;
  const close = () => setDismissed(attendance.id);

  return (
    <Modal
      open={open}
      onClose={close}
      size="sm"
      title={MSG.attendanceEndOfGuardTitle}
      description={
        shift ? formatMessage(MSG.attendanceEndOfGuardText, { time: formatTime(shift.endAt) }) : undefined
      }
    >
      <div className="grid gap-3">
        <Button
          variant="danger"
          size="lg"
          disabled={!position || !online}
          isLoading={end.isPending}
          onClick={() =>
            position &&
            end.mutate({ attendanceId: attendance.id, ...positionBody(position) }, { onSettled: close })
          }
        >
          {MSG.attendanceEndNow}
        </Button>
        <Button
          size="lg"
          disabled={!online}
          isLoading={overtime.isPending}
          onClick={() => overtime.mutate({ attendanceId: attendance.id }, { onSettled: close })}
        >
          {MSG.attendanceContinueOvertime}
        </Button>
        <Button variant="ghost" size="lg" onClick={close}>
          {MSG.attendanceDecideLater}
        </Button>
      </div>
    </Modal>
  );
}
