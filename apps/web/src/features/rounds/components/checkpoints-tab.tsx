import * as MSG from '@secops/domain/messages';
import type { Checkpoint } from '@secops/domain/rounds';
import { MapPinned, Plus, Printer, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { useDownloadCheckpointsPdf } from '../api/download-rounds-pdfs.ts';
import { useCheckpoints } from '../api/get-checkpoints.ts';
import { useDeleteCheckpoint } from '../api/write-checkpoint.ts';
import type { LatLng } from '../utils/checkpoint-form.ts';
import { canWriteNfc } from '../utils/web-nfc.ts';
import { CheckpointFormModal } from './checkpoint-form-modal.tsx';
import { CheckpointItem } from './checkpoint-item.tsx';

type CheckpointsTabProps = { missionId: string; archived: boolean; place: LatLng | null };

/** The mission's checkpoints: made, changed and deleted here; their QR codes printed, their NFC tags written. */
export function CheckpointsTab({ missionId, archived, place }: CheckpointsTabProps) {
  const checkpoints = useCheckpoints(missionId);
  const [editing, setEditing] = useState<Checkpoint | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Checkpoint | null>(null);
  const nfcNoteId = useId();
  const nfcSupported = canWriteNfc();
  const pdf = useDownloadCheckpointsPdf({
    onError: (error) => toast.error(errorMessage(error, MSG.staffQrPdfError)),
  });
  const remove = useDeleteCheckpoint(missionId, {
    onSuccess: () => {
      toast.success(MSG.staffCheckpointDeleted);
      setDeleting(null);
    },
    onError: (error) => {
      toast.error(errorMessage(error, MSG.staffCheckpointDeleteError));
      setDeleting(null);
    },
  });
  const list = checkpoints.data ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {!archived && (
          <Button size="sm" icon={<Plus aria-hidden="true" />} onClick={() => setEditing('new')}>
            {MSG.staffCheckpointAdd}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          icon={<Printer aria-hidden="true" />}
          disabled={list.length === 0}
          isLoading={pdf.isPending}
          onClick={() => pdf.mutate(missionId)}
        >
          {MSG.staffQrPdf}
        </Button>
      </div>
      {checkpoints.isPending ? (
        <LoadingState />
      ) : checkpoints.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title={MSG.staffCheckpointsLoadError}
          description={errorMessage(checkpoints.error, MSG.networkError)}
          action={<Button onClick={() => void checkpoints.refetch()}>{MSG.uiRetry}</Button>}
          className="py-6"
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={MapPinned}
          title={MSG.staffCheckpointsEmpty}
          description={archived ? undefined : MSG.staffCheckpointsEmptyHint}
          className="py-6"
        />
      ) : (
        <>
          {!nfcSupported && list.some((checkpoint) => checkpoint.kind === 'NFC') && (
            <p id={nfcNoteId} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
              {MSG.staffNfcUnsupported}
            </p>
          )}
          <ul aria-label={MSG.staffCheckpointsList} className="divide-y divide-slate-200">
            {list.map((checkpoint) => (
              <CheckpointItem
                key={checkpoint.id}
                checkpoint={checkpoint}
                nfcSupported={nfcSupported}
                nfcNoteId={nfcNoteId}
                onEdit={archived ? undefined : () => setEditing(checkpoint)}
                onDelete={archived ? undefined : () => setDeleting(checkpoint)}
              />
            ))}
          </ul>
        </>
      )}

      {editing && (
        <CheckpointFormModal
          missionId={missionId}
          checkpoint={editing === 'new' ? undefined : editing}
          place={place}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={MSG.staffCheckpointDeleteTitle}
        message={formatMessage(MSG.staffCheckpointDeleteConfirm, { name: deleting?.name ?? '' })}
        confirmLabel={MSG.staffDelete}
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
