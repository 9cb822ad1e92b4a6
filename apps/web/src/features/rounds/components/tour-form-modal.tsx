import * as MSG from '@secops/domain/messages';
import { TOUR_ORDER_LABELS, type Checkpoint, type Tour, type TourOrder } from '@secops/domain/rounds';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { Input } from '../../../components/ui/field.tsx';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useWriteTour } from '../api/write-tour.ts';
import { focusFirstInvalid } from '../utils/focus-first-invalid.ts';
import { serverFormErrors, type FormErrors } from '../utils/form-errors.ts';
import { TOUR_FIELDS, tourBody, tourFormValues, type TourFormValues } from '../utils/tour-form.ts';
import { RadioChoices } from './radio-choices.tsx';
import { TourScheduleFields } from './tour-schedule-fields.tsx';
import { TourSequenceField } from './tour-sequence-field.tsx';

const FORM_ID = 'tour-form';

type TourFormModalProps = {
  missionId: string;
  /** Absent for a new tour. */
  tour?: Tour;
  checkpoints: readonly Checkpoint[];
  onClose: () => void;
};

const SCHEDULE_FIELDS: readonly string[] = ['scheduleKind', 'times', 'everyMinutes', 'from', 'to'];

/** A change clears its fields' errors; a change to the schedule clears the schedule's own error ('times') too. */
function clearErrors(errors: FormErrors, patch: Partial<TourFormValues>): FormErrors {
  const fields = Object.keys(patch);
  if (fields.some((field) => SCHEDULE_FIELDS.includes(field))) fields.push('times');
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) => !fields.some((field) => key === field || key.startsWith(`${field}.`)),
    ),
  );
}

/** A tour made or changed (mounted while open): name, checkpoints in order, order rule, schedule and window. */
export function TourFormModal({ missionId, tour, checkpoints, onClose }: TourFormModalProps) {
  const [values, setValues] = useState<TourFormValues>(() => tourFormValues(tour));
  const [errors, setErrors] = useState<FormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const showErrors = (found: FormErrors) => {
    flushSync(() => setErrors(found));
    focusFirstInvalid(formRef.current);
  };
  const write = useWriteTour(missionId, {
    onSuccess: () => {
      toast.success(tour ? MSG.staffTourUpdated : MSG.staffTourCreated);
      onClose();
    },
    onError: (error) => {
      const placed = serverFormErrors(error, TOUR_FIELDS);
      if (placed) showErrors(placed);
      else toast.error(errorMessage(error, MSG.staffTourSaveError));
    },
  });
  const change = (patch: Partial<TourFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => clearErrors(current, patch));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = tourBody(values);
    if (result.ok) write.mutate({ id: tour?.id ?? null, body: result.body });
    else showErrors(result.errors);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={tour ? MSG.staffTourEditTitle : MSG.staffTourAdd}
      size="xl"
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={tour ? MSG.staffSave : MSG.staffCreate}
          onCancel={onClose}
          isPending={write.isPending}
        />
      }
    >
      <form ref={formRef} id={FORM_ID} noValidate onSubmit={submit} className="space-y-5">
        <Input
          label={MSG.staffTourFieldName}
          required
          maxLength={120}
          autoComplete="off"
          placeholder={MSG.staffTourNamePlaceholder}
          data-autofocus
          value={values.name}
          error={errors.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TourSequenceField
          checkpoints={checkpoints}
          value={values.checkpointIds}
          onChange={(checkpointIds) => change({ checkpointIds })}
          error={errors.checkpointIds}
        />
        <RadioChoices<TourOrder>
          legend={MSG.staffTourOrder}
          choices={[
            { value: 'STRICT', label: TOUR_ORDER_LABELS.STRICT, hint: MSG.staffTourOrderStrictHint },
            { value: 'FREE', label: TOUR_ORDER_LABELS.FREE, hint: MSG.staffTourOrderFreeHint },
          ]}
          value={values.order}
          onChange={(order) => change({ order })}
        />
        <TourScheduleFields values={values} onChange={change} errors={errors} />
        <Input
          label={MSG.staffTourWindow}
          hint={MSG.staffTourWindowHint}
          type="number"
          inputMode="numeric"
          min={5}
          max={240}
          step={5}
          required
          value={values.windowMinutes}
          error={errors.windowMinutes}
          onChange={(event) => change({ windowMinutes: event.target.value })}
          className="sm:max-w-xs"
        />
      </form>
    </Modal>
  );
}
