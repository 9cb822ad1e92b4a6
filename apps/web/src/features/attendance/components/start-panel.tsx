import * as MSG from '@secops/domain/messages';
import type { AgentShift } from '@secops/domain/planning.schemas';
import { MapPin, Play } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useSessionUser } from '../../auth/index.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { cn } from '../../../lib/cn.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { positionBody, useStartAttendance } from '../api/attendance-actions.ts';
import { useProximity } from '../api/check-proximity.ts';
import type { AttendancePosition } from '../hooks/use-attendance-position.ts';

type Props = { shift: AgentShift; position: AttendancePosition | null };

/** Distance to the mission place and the start button: at once, no confirmation, only within 1 km. */
export function StartPanel({ shift, position }: Props) {
  const agentId = useSessionUser()?.agent?.id ?? null;
  const start = useStartAttendance();
  const place = position ? { missionId: shift.missionId, lat: position.lat, lng: position.lng } : null;
  const { proximity } = useProximity(place);
  // Clocking in is dated by the server: it needs the network (the page says so).
  const online = useOnline();
  const canStart = Boolean(position && agentId && proximity?.canStart) && online;

  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      {proximity && <DistanceMessage distance={proximity.distance} canStart={proximity.canStart} />}
      <Button
        size="lg"
        fullWidth
        icon={<Play aria-hidden="true" />}
        disabled={!canStart}
        isLoading={start.isPending}
        onClick={() =>
          position &&
          agentId &&
          start.mutate({
            agentId,
            missionId: shift.missionId,
            shiftId: shift.id,
            ...positionBody(position),
          })
        }
      >
        {MSG.attendanceStart}
      </Button>
    </div>
  );
}

function DistanceMessage({ distance, canStart }: { distance: number | null; canStart: boolean }) {
  if (distance === null) {
    return (
      <div role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        <p className="font-semibold">{MSG.attendanceMissionPlaceUnknown}</p>
        <p>{MSG.attendanceNoMissionCoordinates}</p>
      </div>
    );
  }
  return (
    <p
      className={cn(
        'flex items-center gap-2 rounded-lg p-3 text-sm font-medium',
        canStart ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800',
      )}
    >
      <MapPin aria-hidden="true" className="size-5 shrink-0" />
      {formatMessage(canStart ? MSG.attendanceNear : MSG.attendanceTooFar, { n: distance })}
    </p>
  );
}
