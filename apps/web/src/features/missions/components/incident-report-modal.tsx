import { zodResolver } from '@hookform/resolvers/zod';
import * as MSG from '@secops/domain/messages';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  EMPTY_INCIDENT_FIELDS,
  IncidentFields,
  IncidentFieldsSchema,
  type IncidentFieldsValues,
} from '../../../components/incident-fields.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { useSessionUser } from '../../auth/index.ts';
import { useReportMissionIncident } from '../api/report-incident.ts';
import { hasTypedIncident, parseIncidentDraft } from '../utils/incident-draft.ts';

const FORM_ID = 'mission-incident-form';

/**
 * Reports an incident on this mission: type (other), severity (3), title and description. One id per opened form:
 * sent again (a retry, or the queue of a guard without network), the report stays one incident.
 * What is typed is kept on the phone for this user and mission until it is sent (or queued) or abandoned, and comes
 * back when the form opens again; leaving a form that holds something (closing it, Back, a tab, a reload) asks first.
 */
export function IncidentReportModal({ missionId, onClose }: { missionId: string; onClose: () => void }) {
  const userId = useSessionUser()?.id ?? null;
  const draft = useDraft('incident', userId, missionId, parseIncidentDraft);
  const form = useForm<IncidentFieldsValues, unknown, z.output<typeof IncidentFieldsSchema>>({
    resolver: zodResolver(IncidentFieldsSchema),
    defaultValues: draft.restored ?? EMPTY_INCIDENT_FIELDS,
  });
  const typed = hasTypedIncident(useWatch({ control: form.control }));
  const [clientRequestId] = useState(() => crypto.randomUUID());
  const [asking, setAsking] = useState(false);
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
        callback: ({ values }) => save(hasTypedIncident(values) ? values : null),
      }),
    [form, save],
  );

  const requestClose = () => {
    if (typed && !report.isPending) setAsking(true);
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
            isPending={report.isPending}
            variant="danger"
          />
        }
      >
        <FormProvider {...form}>
          <form
            id={FORM_ID}
            noValidate
            onSubmit={form.handleSubmit((fields) => report.mutate({ ...fields, missionId, clientRequestId }))}
          >
            <IncidentFields />
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
