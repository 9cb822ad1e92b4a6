import * as MSG from '@secops/domain/messages';
import { Crosshair, TriangleAlert } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import type { AttendancePositionState } from '../hooks/use-attendance-position.ts';

/** Where the phone's position stands: searching, refused, unsupported, or found with its accuracy. */
export function PositionStatus({ state }: { state: AttendancePositionState }) {
  if (state.status === 'denied' || state.status === 'unsupported') {
    return (
      <p
        role="alert"
        className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {state.status === 'denied' ? MSG.attendanceNoGps : MSG.geolocationUnsupported}
      </p>
    );
  }
  if (!state.position) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="sm" />
        {state.status === 'retrying' ? MSG.geolocationRetrying : MSG.attendanceLocating}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <Crosshair aria-hidden="true" className="size-4 text-green-700" />
      {formatMessage(MSG.attendanceAccuracy, { n: Math.round(state.position.accuracy) })}
    </p>
  );
}
