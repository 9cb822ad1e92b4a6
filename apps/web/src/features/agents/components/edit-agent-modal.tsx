import { zodResolver } from '@hookform/resolvers/zod';
import {
  AgentUpdateSchema,
  type AgentDetail,
  type AgentUpdate,
  type AgentUpdateInput,
  WEEKLY_CONTRACT_HOURS_MAX,
} from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DateInput } from '../../../components/ui/date-inputs.tsx';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useSpecialties } from '../../../lib/specialty-catalogue.ts';
import { useUpdateAgent } from '../api/update-agent.ts';
import { GradeOptions } from './grade-options.tsx';
import { SpecialtiesEditor } from './specialties-editor.tsx';

/** The edit form: the server's rules, and a grade is required here. */
const EditAgentSchema = AgentUpdateSchema.refine((values) => values.grade != null, {
  path: ['grade'],
  message: MSG.gradeRequired,
});

const FIELDS = [
  'firstName',
  'lastName',
  'matricule',
  'grade',
  'specialties',
  'phone',
  'dateOfBirth',
  'address',
  'weeklyContractHours',
] as const;
const FORM_ID = 'edit-agent-form';

/** An empty box is "no contract hours"; anything else is read as a number (the schema says when it is wrong). */
const readHours = (value: unknown) => (value === '' || value === null ? null : Number(value));

const valuesOf = (agent: AgentDetail): AgentUpdateInput => ({
  firstName: agent.firstName,
  lastName: agent.lastName,
  matricule: agent.matricule,
  grade: agent.grade ?? '',
  specialties: agent.specialties,
  phone: agent.phone ?? '',
  dateOfBirth: agent.dateOfBirth ?? '',
  address: agent.address ?? '',
  weeklyContractHours: agent.weeklyContractHours,
});

type EditAgentModalProps = { agent: AgentDetail; onClose: () => void };

/** "Modifier" (mounted while open): names, matricule, grade (required), specialties (pick, remove or create) and contact details. */
export function EditAgentModal({ agent, onClose }: EditAgentModalProps) {
  const specialties = useSpecialties();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AgentUpdateInput, unknown, AgentUpdate>({
    resolver: zodResolver(EditAgentSchema),
    defaultValues: valuesOf(agent),
  });

  const update = useUpdateAgent(agent.id, {
    onSuccess: () => {
      toast.success(MSG.agentUpdated);
      onClose();
    },
    onError: (error) => {
      const placed = showServerErrors(error, setError, {
        fields: FIELDS,
        codes: { MATRICULE_TAKEN: 'matricule' },
      });
      if (!placed) toast.error(errorMessage(error, MSG.agentUpdateError));
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.agentEditTitle}
      size="lg"
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.agentSave}
          onCancel={onClose}
          isPending={update.isPending}
        />
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={handleSubmit((values) => update.mutate(values))}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <Input
          label={MSG.agentFieldFirstName}
          required
          data-autofocus
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <Input
          label={MSG.agentFieldLastName}
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <Input
          label={MSG.agentFieldMatricule}
          required
          error={errors.matricule?.message}
          {...register('matricule')}
        />
        <Select label={MSG.agentFieldGrade} required error={errors.grade?.message} {...register('grade')}>
          <GradeOptions emptyLabel={MSG.agentGradePlaceholder} />
        </Select>
        <Input label={MSG.agentFieldPhone} type="tel" error={errors.phone?.message} {...register('phone')} />
        <Controller
          control={control}
          name="dateOfBirth"
          render={({ field, fieldState }) => (
            <DateInput label={MSG.agentFieldDateOfBirth} error={fieldState.error?.message} {...field} />
          )}
        />
        <Input
          label={MSG.agentFieldWeeklyHours}
          type="number"
          inputMode="decimal"
          min={1}
          max={WEEKLY_CONTRACT_HOURS_MAX}
          step={0.25}
          hint={MSG.agentFieldWeeklyHoursHint}
          error={errors.weeklyContractHours?.message}
          {...register('weeklyContractHours', { setValueAs: readHours })}
        />
        <Input
          label={MSG.agentFieldAddress}
          className="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="specialties"
            render={({ field }) => (
              <SpecialtiesEditor
                catalogue={specialties.data}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.specialties?.message}
              />
            )}
          />
        </div>
      </form>
    </Modal>
  );
}
