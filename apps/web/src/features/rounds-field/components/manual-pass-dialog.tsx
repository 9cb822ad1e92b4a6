import * as MSG from '@secops/domain/messages';
import type { FieldCheckpoint } from '@secops/domain/rounds';
import { useRef, useState, type FormEvent } from 'react';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatMessage } from '../../../lib/format-message.ts';

const FORM_ID = 'round-manual-pass-form';
const REASON_MAX = 500;

type ManualPassDialogProps = {
  checkpoint: FieldCheckpoint;
  onPass: (reason: string) => void;
  onClose: () => void;
};

/** "Passer à la main": a checkpoint whose tag cannot be read, with the reason why (required); flagged MANUAL. */
export function ManualPassDialog({ checkpoint, onPass, onClose }: ManualPassDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    if (given === '') {
      setError(MSG.scanReasonRequired);
      field.current?.focus();
      return;
    }
    onPass(given);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={formatMessage(MSG.roundsFieldManualTitle, { name: checkpoint.name })}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.roundsFieldManualSubmit}
          onCancel={onClose}
          isPending={false}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <Textarea
          label={MSG.roundsFieldManualReason}
          hint={MSG.roundsFieldManualHint}
          required
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          error={error}
          data-autofocus
          ref={field}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
