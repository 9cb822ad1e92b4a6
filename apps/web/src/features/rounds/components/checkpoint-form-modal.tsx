import * as MSG from '@secops/domain/messages';
import {
  CHECKPOINT_KIND_LABELS,
  CHECKPOINT_KINDS,
  type Checkpoint,
  type CheckpointKind,
} from '@secops/domain/rounds';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { Input } from '../../../components/ui/field.tsx';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useWriteCheckpoint } from '../api/write-checkpoint.ts';
import {
  CHECKPOINT_FIELDS,
  checkpointBody,
  checkpointFormValues,
  type CheckpointFormValues,
  type LatLng,
} from '../utils/checkpoint-form.ts';
import { focusFirstInvalid } from '../utils/focus-first-invalid.ts';
import { serverFormErrors, type FormErrors } from '../utils/form-errors.ts';
import { CheckpointPositionField } from './checkpoint-position-field.tsx';

const FORM_ID = 'checkpoint-form';

type CheckpointFormModalProps = {
  missionId: string;
  /** Absent for a new checkpoint. */
  checkpoint?: Checkpoint;
  place: LatLng | null;
  onClose: () => void;
};

/** A checkpoint made or changed (mounted while open): name, instructions, kind of tag and optional position. */
export function CheckpointFormModal({ missionId, checkpoint, place, onClose }: CheckpointFormModalProps) {
  const [values, setValues] = useState<CheckpointFormValues>(() => checkpointFormValues(checkpoint));
  const [errors, setErrors] = useState<FormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const showErrors = (found: FormErrors) => {
    flushSync(() => setErrors(found));
    focusFirstInvalid(formRef.current);
  };
  const write = useWriteCheckpoint(missionId, {
    onSuccess: () => {
      toast.success(checkpoint ? MSG.staffCheckpointUpdated : MSG.staffCheckpointCreated);
      onClose();
    },
    onError: (error) => {
      const placed = serverFormErrors(error, CHECKPOINT_FIELDS);
      if (placed) showErrors(placed);
      else toast.error(errorMessage(error, MSG.staffCheckpointSaveError));
    },
  });
  const set = <K extends keyof CheckpointFormValues>(key: K, value: CheckpointFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const cleared = key === 'position' ? { lat: undefined, lng: undefined } : { [key]: undefined };
    setErrors((current) => ({ ...current, ...cleared }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkpointBody(values);
    if (result.ok) write.mutate({ id: checkpoint?.id ?? null, body: result.body });
    else showErrors(result.errors);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={checkpoint ? MSG.staffCheckpointEditTitle : MSG.staffCheckpointAdd}
      size="lg"
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={checkpoint ? MSG.staffSave : MSG.staffCreate}
          onCancel={onClose}
          isPending={write.isPending}
        />
      }
    >
      <form ref={formRef} id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <Input
            label={MSG.staffCheckpointFieldName}
            required
            maxLength={120}
            autoComplete="off"
            placeholder={MSG.staffCheckpointNamePlaceholder}
            data-autofocus
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name', event.target.value)}
          />
          <Select
            label={MSG.staffCheckpointFieldKind}
            value={values.kind}
            error={errors.kind}
            onChange={(event) => set('kind', event.target.value as CheckpointKind)}
          >
            {CHECKPOINT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CHECKPOINT_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        </div>
        <Textarea
          label={MSG.staffCheckpointFieldInstructions}
          hint={MSG.staffCheckpointInstructionsHint}
          rows={3}
          maxLength={2000}
          value={values.instructions}
          error={errors.instructions}
          onChange={(event) => set('instructions', event.target.value)}
        />
        <CheckpointPositionField
          value={values.position}
          onChange={(position) => set('position', position)}
          place={place}
          error={errors.lat ?? errors.lng}
        />
      </form>
    </Modal>
  );
}
