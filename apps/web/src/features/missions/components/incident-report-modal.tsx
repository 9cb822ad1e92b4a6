import { zodResolver } from '@hookform/resolvers/zod';
import * as MSG from '@secops/domain/messages';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  EMPTY_INCIDENT_FIELDS,
  IncidentFields,
  IncidentFieldsSchema,
  type IncidentFieldsValues,
} from '../../../components/incident-fields.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DateTimeInput } from '../../../components/ui/date-inputs.tsx';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toParisInput } from '../../../lib/paris-input.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { useSessionUser } from '../../auth/index.ts';
import { occurredAtFrom } from '../../logbook/index.ts';
import { useReportMissionIncident } from '../api/report-incident.ts';
import { hasTypedIncident, parseIncidentDraft } from '../utils/incident-draft.ts';
import { reportPosition } from '../utils/report-position.ts';
import { IncidentPhotosField, type PickedPhoto } from './incident-photos-field.tsx';

const FORM_ID = 'mission-incident-form';

const ReportFormSchema = IncidentFieldsSchema.extend({ occurredAt: z.string() });
type ReportFormValues = z.input<typeof ReportFormSchema>;

/** What the draft keeps: the text and choices, not the time (a draft reopened later starts at its own now). */
const draftOf = ({ occurredAt: _time, ...fields }: Partial<ReportFormValues>) => fields;

/**
 * Reports an incident on this mission: type (other), severity (3), title, description, the time of the event (now
 * unless changed, 24 h back at most), up to 5 photos, and the guard's position when the phone already gives it.
 * One id per opened form: sent again (a retry, or the queue of a guard without network), the report stays one
 * incident. What is typed is kept on the phone for this user and mission until it is sent (or queued) or abandoned,
 * and comes back when the form opens again; leaving a form that holds something (closing it, Back, a tab, a reload)
 * asks first.
 */
export function IncidentReportModal({ missionId, onClose }: { missionId: string; onClose: () => void }) {
  const userId = useSessionUser()?.id ?? null;
  const draft = useDraft('incident', userId, missionId, parseIncidentDraft);
  const [shownFirst] = useState(() => toParisInput(new Date()));
  const form = useForm<ReportFormValues, unknown, z.output<typeof ReportFormSchema>>({
    resolver: zodResolver(ReportFormSchema),
    defaultValues: { ...(draft.restored ?? EMPTY_INCIDENT_FIELDS), occurredAt: shownFirst },
  });
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const typed = hasTypedIncident(draftOf(useWatch({ control: form.control }))) || photos.length > 0;
  const [clientRequestId] = useState(() => crypto.randomUUID());
  const [asking, setAsking] = useState(false);
  const [locating, setLocating] = useState(false);
  const report = useReportMissionIncident(missionId, {
    onSuccess: (incident) => {
      draft.clear();
      if (incident) toast.success(MSG.incidentReportedFromMission);
      else toast.info(MSG.offlineIncidentQueued);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error, MSG.incidentReportError)),
  });
  const leaving = useLeaveGuard(typed && !report.isPending && !report.isSuccess);

  const { save } = draft;
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const fields = draftOf(values);
          save(hasTypedIncident(fields) ? (fields as IncidentFieldsValues) : null);
        },
      }),
    [form, save],
  );

  const submit = form.handleSubmit(async ({ occurredAt: shown, ...fields }) => {
    const time = occurredAtFrom(shown, shownFirst, new Date());
    if (time.error !== undefined) {
      form.setError('occurredAt', { message: time.error }, { shouldFocus: true });
      return;
    }
    setLocating(true);
    const position = await reportPosition();
    setLocating(false);
    report.mutate({
      ...fields,
      ...(time.occurredAt ? { occurredAt: time.occurredAt } : {}),
      ...(position ?? {}),
      missionId,
      clientRequestId,
      photos: photos.map((photo) => photo.blob),
    });
  });
  const busy = report.isPending || locating;

  const requestClose = () => {
    if (typed && !busy) setAsking(true);
    else onClose();
  };
  const abandon = () => {
    draft.clear();
    setAsking(false);
    if (leaving.state === 'blocked') leaving.proceed();
    else onClose();
  };
  const keepEditing = () => {
    setAsking(false);
    if (leaving.state === 'blocked') leaving.reset();
  };

  return (
    <>
      <Modal
        open
        onClose={requestClose}
        title={MSG.incidentReport}
        description={draft.restored ? MSG.draftRestored : undefined}
        size="lg"
        footer={
          <FormModalFooter
            formId={FORM_ID}
            submitLabel={MSG.incidentSubmit}
            onCancel={requestClose}
            isPending={busy}
            variant="danger"
          />
        }
      >
        <FormProvider {...form}>
          <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
            <IncidentFields />
            <Controller
              control={form.control}
              name="occurredAt"
              render={({ field, fieldState }) => (
                <DateTimeInput
                  label={MSG.logbookFieldOccurredAt}
                  error={fieldState.error?.message}
                  {...field}
                />
              )}
            />
            <IncidentPhotosField photos={photos} setPhotos={setPhotos} disabled={busy} />
          </form>
        </FormProvider>
      </Modal>
      <ConfirmDialog
        open={asking || leaving.state === 'blocked'}
        title={MSG.incidentAbandonTitle}
        message={MSG.incidentAbandonMessage}
        confirmLabel={MSG.incidentAbandon}
        cancelLabel={MSG.incidentKeepEditing}
        onConfirm={abandon}
        onCancel={keepEditing}
      />
    </>
  );
}
