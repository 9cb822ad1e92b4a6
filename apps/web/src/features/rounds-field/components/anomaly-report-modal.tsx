import { zodResolver } from '@hookform/resolvers/zod';
import * as MSG from '@secops/domain/messages';
import type { FieldCheckpoint } from '@secops/domain/rounds';
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
import { formatMessage } from '../../../lib/format-message.ts';
import { IncidentPhotosField, useReportMissionIncident, type PickedPhoto } from '../../missions/index.ts';
import { scanPosition } from '../utils/scan-position.ts';

const FORM_ID = 'round-anomaly-form';

type AnomalyReportModalProps = {
  missionId: string;
  /** The round's id; null while its start waits to be sent (the report then names the checkpoint only). */
  roundId: string | null;
  checkpoint: FieldCheckpoint;
  onClose: () => void;
};

/**
 * "Signaler une anomalie" at a checkpoint: the mission's incident report (sent, or queued without network) linked to
 * the checkpoint and the round, its title naming the checkpoint, with photos and the position of the moment.
 */
export function AnomalyReportModal({ missionId, roundId, checkpoint, onClose }: AnomalyReportModalProps) {
  const form = useForm<IncidentFieldsValues, unknown, z.output<typeof IncidentFieldsSchema>>({
    resolver: zodResolver(IncidentFieldsSchema),
    defaultValues: {
      ...EMPTY_INCIDENT_FIELDS,
      title: formatMessage(MSG.roundsFieldAnomalyTitle, { name: checkpoint.name }),
    },
  });
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [clientRequestId] = useState(() => crypto.randomUUID());
  const [locating, setLocating] = useState(false);
  const report = useReportMissionIncident(missionId, {
    onSuccess: (incident) => {
      if (incident) toast.success(MSG.incidentReportedFromMission);
      else toast.info(MSG.offlineIncidentQueued);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error, MSG.incidentReportError)),
  });

  const submit = form.handleSubmit(async (fields) => {
    setLocating(true);
    const position = await scanPosition();
    setLocating(false);
    report.mutate({
      ...fields,
      ...(position ?? {}),
      missionId,
      checkpointId: checkpoint.id,
      ...(roundId ? { roundId } : {}),
      clientRequestId,
      photos: photos.map((photo) => photo.blob),
    });
  });
  const busy = report.isPending || locating;

  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.roundsFieldReportAnomaly}
      description={formatMessage(MSG.roundsFieldAnomalyAt, { name: checkpoint.name })}
      size="lg"
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.incidentSubmit}
          onCancel={onClose}
          isPending={busy}
          variant="danger"
        />
      }
    >
      <FormProvider {...form}>
        <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <IncidentFields />
          <IncidentPhotosField photos={photos} setPhotos={setPhotos} disabled={busy} />
        </form>
      </FormProvider>
    </Modal>
  );
}
