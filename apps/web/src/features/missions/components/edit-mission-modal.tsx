import { zodResolver } from '@hookform/resolvers/zod';
import * as MSG from '@secops/domain/messages';
import type { MissionDetail, MissionUpdate } from '@secops/domain/missions.schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUpdateMission } from '../api/update-mission.ts';
import { AddressLookupFields, EDIT_LOOKUP_TEXTS } from './address-lookup-fields.tsx';
import { MissionBriefingFields } from './mission-briefing-fields.tsx';
import { MissionEditFormSchema, missionFormValues, type MissionFormValues } from './mission-form.schema.ts';
import { MissionGeneralFields } from './mission-general-fields.tsx';

const FORM_ID = 'edit-mission-form';

/** Title, type, client, dates, address lookup, objective and briefing of an existing mission. */
export function EditMissionModal({ mission, onClose }: { mission: MissionDetail; onClose: () => void }) {
  const form = useForm<MissionFormValues, unknown, MissionUpdate>({
    resolver: zodResolver(MissionEditFormSchema),
    defaultValues: missionFormValues(mission),
  });
  const update = useUpdateMission(mission.id, {
    onSuccess: () => {
      toast.success(MSG.missionUpdated);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error, MSG.missionUpdateError)),
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.missionEditTitle}
      size="lg"
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.missionSave}
          onCancel={onClose}
          isPending={update.isPending}
        />
      }
    >
      <FormProvider {...form}>
        <form
          id={FORM_ID}
          noValidate
          onSubmit={form.handleSubmit((body) => update.mutate(body))}
          className="space-y-6"
        >
          <MissionGeneralFields />
          <AddressLookupFields texts={EDIT_LOOKUP_TEXTS} />
          <MissionBriefingFields />
        </form>
      </FormProvider>
    </Modal>
  );
}
