import { zodResolver } from '@hookform/resolvers/zod';
import * as MSG from '@secops/domain/messages';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  EMPTY_INCIDENT_FIELDS,
  IncidentFields,
  IncidentFieldsSchema,
  type IncidentFieldsValues,
} from '../../../components/incident-fields.tsx';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useReportMissionIncident } from '../api/report-incident.ts';

const FORM_ID = 'mission-incident-form';

/**
 * Reports an incident on this mission: type (other), severity (3), title and description. One id per opened form:
 * sent again (a retry, or the queue of a guard without network), the report stays one incident.
 */
export function IncidentReportModal({ missionId, onClose }: { missionId: string; onClose: () => void }) {
  const form = useForm<IncidentFieldsValues, unknown, z.output<typeof IncidentFieldsSchema>>({
    resolver: zodResolver(IncidentFieldsSchema),
    defaultValues: EMPTY_INCIDENT_FIELDS,
  });
  const [clientRequestId] = useState(() => crypto.randomUUID());
  const report = useReportMissionIncident(missionId, {
    onSuccess: (incident) => {
      if (incident) toast.success(MSG.incidentReportedFromMission);
      else toast.info(MSG.offlineIncidentQueued);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error, MSG.incidentReportError)),
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.incidentReport}
      size="lg"
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.incidentSubmit}
          onCancel={onClose}
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
  );
}
