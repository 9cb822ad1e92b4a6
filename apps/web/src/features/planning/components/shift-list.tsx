import * as MSG from '@secops/domain/messages';
import type { Shift } from '@secops/domain/planning.schemas';
import { toParisDate } from '@secops/domain/planning';
import { RECURRENCE_TYPE_LABELS } from '@secops/domain/shifts';
import { CalendarClock, MapPin, Repeat, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDate, formatParis, formatTime } from '../../../lib/format.ts';
import { useDeleteShift } from '../api/delete-shift.ts';
import { useMissionShifts } from '../api/get-mission-shifts.ts';
import { useRestoreShift } from '../api/restore-shift.ts';

/** Who is on a shift; an open one says 'Poste à pourvoir'. */
const shiftAgentName = (shift: Shift) =>
  shift.agent ? `${shift.agent.firstName} ${shift.agent.lastName}` : MSG.boardOpenShift;

/** How long the 'Horaire supprimé' toast offers "Annuler" (the server keeps a deleted shift 10 minutes). */
const UNDO_MS = 10_000;

type ShiftListProps = { missionId: string; archived: boolean; onDeleted?: () => void };

/** "08:00 – 16:00", or "22:00 – 06:00 (13/03)" when the shift ends on another Paris day. */
function timeRange(shift: Shift): string {
  const sameDay = toParisDate(new Date(shift.startAt)) === toParisDate(new Date(shift.endAt));
  const end = sameDay
    ? formatTime(shift.endAt)
    : `${formatTime(shift.endAt)} (${formatParis(shift.endAt, 'dd/MM')})`;
  return `${formatTime(shift.startAt)} – ${end}`;
}

/** The mission's shifts in start order: agent, Paris date and times, zone, notes; deletable unless archived. */
export function ShiftList({ missionId, archived, onDeleted }: ShiftListProps) {
  const shifts = useMissionShifts(missionId);
  const [confirming, setConfirming] = useState<Shift | null>(null);
  const restore = useRestoreShift(missionId, {
    onSuccess: () => toast.success(MSG.shiftRestored),
    onError: (error) => toast.error(errorMessage(error, MSG.shiftRestoreError)),
  });
  const remove = useDeleteShift(missionId, {
    onSuccess: (_, id) => {
      toast.success(MSG.shiftDeleted, {
        duration: UNDO_MS,
        action: { label: MSG.shiftRestore, onClick: () => restore.mutate(id) },
      });
      onDeleted?.();
    },
    onError: (error) => toast.error(errorMessage(error, MSG.shiftDeleteError)),
    onSettled: () => setConfirming(null),
  });

  if (shifts.isPending) return <LoadingState className="py-8" />;
  if (shifts.isError)
    return (
      <EmptyState
        icon={TriangleAlert}
        title={MSG.shiftsLoadError}
        description={errorMessage(shifts.error, MSG.networkError)}
        action={<Button onClick={() => void shifts.refetch()}>{MSG.uiRetry}</Button>}
        className="py-8"
      />
    );

  const list = shifts.data.pages.flat();
  if (list.length === 0)
    return (
      <EmptyState
        icon={CalendarClock}
        title={MSG.shiftNone}
        description={archived ? undefined : MSG.shiftNoneHint}
        className="py-8"
      />
    );

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {list.map((shift) => {
          const name = shiftAgentName(shift);
          const day = formatParis(shift.startAt, 'EEE dd/MM/yyyy');
          return (
            <li key={shift.id} className="flex items-start gap-3 px-4 py-3">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium text-slate-900">{name}</span>
                  <span className="text-sm text-slate-700 capitalize">{day}</span>
                  <span className="text-sm font-medium text-slate-700 tabular-nums">{timeRange(shift)}</span>
                  {shift.recurringType && (
                    <Badge tone="purple">
                      <Repeat aria-hidden="true" className="size-3" />
                      {RECURRENCE_TYPE_LABELS[shift.recurringType]}
                    </Badge>
                  )}
                </div>
                {shift.zone && (
                  <p className="flex items-center gap-1 text-sm text-slate-600">
                    <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                    {shift.zone}
                  </p>
                )}
                {shift.notes && <p className="text-sm whitespace-pre-line text-slate-500">{shift.notes}</p>}
              </div>
              {!archived && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={formatMessage(MSG.shiftDelete, { name, date: formatDate(shift.startAt) })}
                  disabled={remove.isPending}
                  icon={<Trash2 aria-hidden="true" />}
                  onClick={() => setConfirming(shift)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={MSG.shiftDeleteTitle}
        message={
          confirming &&
          formatMessage(MSG.shiftDeleteConfirm, {
            name: shiftAgentName(confirming),
            date: formatDate(confirming.startAt),
            time: timeRange(confirming),
          })
        }
        confirmLabel={MSG.shiftDeleteAction}
        isPending={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming.id)}
        onCancel={() => setConfirming(null)}
      />
      {shifts.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            isLoading={shifts.isFetchingNextPage}
            onClick={() => void shifts.fetchNextPage()}
          >
            {MSG.uiLoadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
