import type { MissionDocument } from '@secops/domain/documents';
import * as MSG from '@secops/domain/messages';
import { FolderOpen, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useDownloadDocument } from '../api/download-document.ts';
import { useDocuments } from '../api/get-documents.ts';
import { DocumentRow } from './document-row.tsx';
import { DocumentUploadForm } from './document-upload-form.tsx';

type MissionDocumentsProps = {
  missionId: string;
  /** An archived mission keeps its documents readable and downloadable, but no longer changes them. */
  archived?: boolean;
  /** Agents see and download the documents but neither upload nor delete. */
  readOnly?: boolean;
};

/** A mission's documents: upload (staff), list, download with the session, deletion after 'Supprimer ?'. */
export function MissionDocuments({ missionId, archived = false, readOnly = false }: MissionDocumentsProps) {
  const documents = useDocuments(missionId);
  const [toDelete, setToDelete] = useState<MissionDocument | null>(null);
  const editable = !readOnly && !archived;
  const download = useDownloadDocument(missionId, {
    onError: (error) => toast.error(errorMessage(error, MSG.documentDownloadError)),
  });
  const remove = useDeleteDocument(missionId, {
    onSuccess: () => toast.success(MSG.documentDeleted),
    onError: (error) => toast.error(errorMessage(error, MSG.documentDeleteError)),
    onSettled: () => setToDelete(null),
  });

  return (
    <Card title={MSG.missionPanelDocuments}>
      <div className="space-y-4">
        {editable && <DocumentUploadForm missionId={missionId} />}
        {documents.isPending && <LoadingState className="py-6" />}
        {documents.isError && (
          <EmptyState
            icon={TriangleAlert}
            title={MSG.documentsLoadError}
            description={errorMessage(documents.error, MSG.networkError)}
            action={<Button onClick={() => void documents.refetch()}>{MSG.uiRetry}</Button>}
            className="py-6"
          />
        )}
        {documents.isSuccess && documents.data.length === 0 && (
          <EmptyState icon={FolderOpen} title={MSG.documentsEmpty} className="py-6" />
        )}
        {documents.isSuccess && documents.data.length > 0 && (
          <ul aria-label={MSG.missionPanelDocuments} className="-my-3 divide-y divide-slate-100">
            {documents.data.map((document) => (
              <DocumentRow
                key={document.id}
                document={document}
                downloading={download.isPending && download.variables?.id === document.id}
                onDownload={() => download.mutate(document)}
                onDelete={editable ? () => setToDelete(document) : undefined}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title={MSG.documentDeleteTitle}
        message={MSG.documentDeleteConfirm}
        confirmLabel={MSG.documentDeleteAction}
        isPending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  );
}
