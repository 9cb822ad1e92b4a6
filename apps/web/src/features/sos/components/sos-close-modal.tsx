import * as MSG from '@secops/domain/messages';
import type { Sos } from '@secops/domain/sos';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCloseSos } from '../api/sos.ts';

const FORM_ID = 'sos-close-form';

/** Closes an alert with what happened; a false alarm is ticked here and counted for the agent. */
export function SosCloseModal({ sos, onClose }: { sos: Sos; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [falseAlarm, setFalseAlarm] = useState(false);
  const close = useCloseSos();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close.mutate(
      { id: sos.id, note, falseAlarm },
      {
        onSuccess: () => {
          toast.success(MSG.sosClosed);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, MSG.sosActionError)),
      },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.sosCloseTitle}
      description={`${sos.agent.firstName} ${sos.agent.lastName}`}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.sosClose}
          onCancel={onClose}
          isPending={close.isPending}
        />
      }
    >
      <form id={FORM_ID} onSubmit={submit} className="space-y-4">
        <Textarea
          label={MSG.sosCloseNote}
          value={note}
          maxLength={2000}
          onChange={(e) => setNote(e.target.value)}
        />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={falseAlarm}
            onChange={(e) => setFalseAlarm(e.target.checked)}
            className="size-4 rounded border-slate-300"
          />
          {MSG.sosFalseAlarm}
        </label>
      </form>
    </Modal>
  );
}
