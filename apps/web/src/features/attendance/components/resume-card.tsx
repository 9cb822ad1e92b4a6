import type { Attendance } from '@secops/domain/attendance';
import * as MSG from '@secops/domain/messages';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useOnline } from '../../../lib/use-online.ts';
import { positionBody, useResumeAttendance } from '../api/attendance-actions.ts';
import type { AttendancePosition } from '../hooks/use-attendance-position.ts';

type Props = { attendanceId: Attendance['id']; missionTitle: string; position: AttendancePosition | null };

/** An attendance ended less than 10 minutes ago on a shift not over can be taken back. */
export function ResumeCard({ attendanceId, missionTitle, position }: Props) {
  const resume = useResumeAttendance();
  const online = useOnline();
  return (
    <section className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-medium text-amber-900">{MSG.attendanceResumeHint}</p>
      <p className="mt-1 line-clamp-2 text-sm break-words text-amber-900" title={missionTitle}>
        {missionTitle}
      </p>
      <Button
        className="mt-3"
        variant="secondary"
        size="lg"
        fullWidth
        icon={<RotateCcw aria-hidden="true" />}
        disabled={!position || !online}
        isLoading={resume.isPending}
        onClick={() => position && resume.mutate({ attendanceId, ...positionBody(position) })}
      >
        {MSG.attendanceResume}
      </Button>
    </section>
  );
}
