import * as MSG from '@secops/domain/messages';
import type { Tour } from '@secops/domain/rounds';
import { Plus, Route, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { useCheckpoints } from '../api/get-checkpoints.ts';
import { useTours } from '../api/get-tours.ts';
import { useDeleteTour } from '../api/write-tour.ts';
import { TourFormModal } from './tour-form-modal.tsx';
import { TourItem } from './tour-item.tsx';

/** The mission's tours: made, changed and deleted here, from the mission's checkpoints. */
export function ToursTab({ missionId, archived }: { missionId: string; archived: boolean }) {
  const tours = useTours(missionId);
  const checkpoints = useCheckpoints(missionId);
  const [editing, setEditing] = useState<Tour | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Tour | null>(null);
  const needId = useId();
  const remove = useDeleteTour(missionId, {
    onSuccess: () => {
      toast.success(MSG.staffTourDeleted);
      setDeleting(null);
    },
    onError: (error) => {
      toast.error(errorMessage(error, MSG.staffTourDeleteError));
      setDeleting(null);
    },
  });
  const available = checkpoints.data ?? [];
  const noCheckpoints = checkpoints.isSuccess && available.length === 0;
  const list = tours.data ?? [];

  return (
    <div className="space-y-4">
      {!archived && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            icon={<Plus aria-hidden="true" />}
            disabled={!checkpoints.isSuccess || noCheckpoints}
            aria-describedby={noCheckpoints ? needId : undefined}
            onClick={() => setEditing('new')}
          >
            {MSG.staffTourAdd}
          </Button>
          {noCheckpoints && (
            <p id={needId} className="text-sm text-slate-600">
              {MSG.staffToursNeedCheckpoints}
            </p>
          )}
        </div>
      )}
      {tours.isPending ? (
        <LoadingState />
      ) : tours.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title={MSG.staffToursLoadError}
          description={errorMessage(tours.error, MSG.networkError)}
          action={<Button onClick={() => void tours.refetch()}>{MSG.uiRetry}</Button>}
          className="py-6"
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Route}
          title={MSG.staffToursEmpty}
          description={archived ? undefined : MSG.staffToursEmptyHint}
          className="py-6"
        />
      ) : (
        <ul aria-label={MSG.staffToursList} className="divide-y divide-slate-200">
          {list.map((tour) => (
            <TourItem
              key={tour.id}
              tour={tour}
              onEdit={archived ? undefined : () => setEditing(tour)}
              onDelete={archived ? undefined : () => setDeleting(tour)}
            />
          ))}
        </ul>
      )}

      {editing && (
        <TourFormModal
          missionId={missionId}
          tour={editing === 'new' ? undefined : editing}
          checkpoints={available}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={MSG.staffTourDeleteTitle}
        message={formatMessage(MSG.staffTourDeleteConfirm, { name: deleting?.name ?? '' })}
        confirmLabel={MSG.staffDelete}
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
