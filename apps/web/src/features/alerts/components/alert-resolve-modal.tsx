import { AlertResolveSchema, type Alert } from '@secops/domain/alerts';
import * as MSG from '@secops/domain/messages';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useResolveAlert } from '../api/update-alert.ts';

const FORM_ID = 'alert-resolve-form';

/** Resolves an alert by hand with a note of what was done (required, as the server asks). */
export function AlertResolveModal({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const resolve = useResolveAlert();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AlertResolveSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MSG.alertResolveNoteRequired);
      return;
    }
    resolve.mutate(
      { id: alert.id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(MSG.alertResolved);
          onClose();
        },
        onError: (failure) => toast.error(errorMessage(failure, MSG.alertError)),
      },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.alertResolve}
      description={alert.cause}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.alertResolve}
          onCancel={onClose}
          isPending={resolve.isPending}
        />
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Textarea
          label={MSG.alertResolutionLabel}
          value={note}
          required
          maxLength={1000}
          error={error}
          data-autofocus
          onChange={(event) => {
            setNote(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
