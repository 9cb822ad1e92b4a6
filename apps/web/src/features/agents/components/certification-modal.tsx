import { zodResolver } from '@hookform/resolvers/zod';
import {
  CertificationCreateSchema,
  type Certification,
  type CertificationCreate,
} from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { DateInput } from '../../../components/ui/date-inputs.tsx';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { formatParis } from '../../../lib/format.ts';
import { useSaveCertification } from '../api/certifications.ts';

type CertificationInput = z.input<typeof CertificationCreateSchema>;

const FIELDS = ['type', 'number', 'expiresAt'] as const;
const FORM_ID = 'certification-form';

/** The form reads the last valid day as Paris sees it (the server stores the end of that day). */
const valuesOf = (certification: Certification | null): CertificationInput => ({
  type: certification?.type ?? '',
  number: certification?.number ?? '',
  expiresAt: certification ? formatParis(certification.expiresAt, 'yyyy-MM-dd') : '',
});

type CertificationModalProps = {
  agentId: string;
  /** The certification to edit; null adds a new one. */
  certification: Certification | null;
  onClose: () => void;
};

/** Adds or edits a certification (mounted while open): type and expiry date required, number optional. */
export function CertificationModal({ agentId, certification, onClose }: CertificationModalProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CertificationInput, unknown, CertificationCreate>({
    resolver: zodResolver(CertificationCreateSchema),
    defaultValues: valuesOf(certification),
  });
  const save = useSaveCertification(agentId, {
    onSuccess: () => {
      toast.success(certification ? MSG.certificationUpdated : MSG.certificationAdded);
      onClose();
    },
    onError: (error) => {
      if (!showServerErrors(error, setError, { fields: FIELDS })) {
        toast.error(errorMessage(error, certification ? MSG.agentUpdateError : MSG.agentCreateError));
      }
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={certification ? MSG.certificationEditTitle : MSG.certificationAddTitle}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.agentSave}
          onCancel={onClose}
          isPending={save.isPending}
        />
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={handleSubmit((body) => save.mutate({ certId: certification?.id, body }))}
        className="space-y-4"
      >
        <Input
          label={MSG.certificationFieldType}
          required
          data-autofocus
          placeholder="CQP APS"
          error={errors.type?.message}
          {...register('type')}
        />
        <Input label={MSG.certificationFieldNumber} error={errors.number?.message} {...register('number')} />
        <Controller
          control={control}
          name="expiresAt"
          render={({ field, fieldState }) => (
            <DateInput
              label={MSG.certificationFieldExpiresAt}
              required
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
      </form>
    </Modal>
  );
}
