import { zodResolver } from '@hookform/resolvers/zod';
import {
  AgentCreateSchema,
  type AgentCreate,
  type AgentCreateInput,
  type AgentDetail,
} from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useSpecialties } from '../../../lib/specialty-catalogue.ts';
import { useCreateAgent } from '../api/create-agent.ts';
import { GradeOptions } from './grade-options.tsx';
import { SpecialtyCheckboxes } from './specialty-checkboxes.tsx';

const FIELDS = [
  'email',
  'password',
  'firstName',
  'lastName',
  'matricule',
  'phone',
  'grade',
  'specialties',
] as const;

const EMPTY: AgentCreateInput = {
  email: '',
  password: undefined,
  firstName: '',
  lastName: '',
  matricule: '',
  phone: '',
  grade: '',
  specialties: [],
};

/** An empty password field sends no password: the invitation e-mail lets the agent choose one. */
const passwordOrNothing = (value: string) => (value === '' ? undefined : value);

/** "Nouvel Agent": login info and personal info, checked with the server's own schema, created in one call. */
export function NewAgentForm({ onCreated }: { onCreated: (agent: AgentDetail) => void }) {
  const specialties = useSpecialties();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AgentCreateInput, unknown, AgentCreate>({
    resolver: zodResolver(AgentCreateSchema),
    defaultValues: EMPTY,
  });
  const create = useCreateAgent({
    onSuccess: (agent) => {
      toast.success(MSG.agentCreated);
      onCreated(agent);
    },
    onError: (error) => {
      const codes = { EMAIL_TAKEN: 'email', MATRICULE_TAKEN: 'matricule' } as const;
      if (!showServerErrors(error, setError, { fields: FIELDS, codes })) {
        toast.error(errorMessage(error, MSG.agentCreateError));
      }
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => create.mutate(values))} className="space-y-6">
      <Card title={MSG.agentSectionLogin}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Input
            label={MSG.emailLabel}
            type="email"
            autoComplete="off"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Input
            label={MSG.passwordLabel}
            type="password"
            autoComplete="new-password"
            hint={MSG.agentPasswordHint}
            error={errors.password?.message}
            {...register('password', { setValueAs: passwordOrNothing })}
          />
        </div>
      </Card>
      <Card title={MSG.agentSectionPersonal}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Input
            label={MSG.agentFieldFirstName}
            required
            autoComplete="off"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <Input
            label={MSG.agentFieldLastName}
            required
            autoComplete="off"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <Input
            label={MSG.agentFieldMatricule}
            required
            autoComplete="off"
            error={errors.matricule?.message}
            {...register('matricule')}
          />
          <Input
            label={MSG.agentFieldPhone}
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <Select label={MSG.agentFieldGrade} error={errors.grade?.message} {...register('grade')}>
            <GradeOptions emptyLabel={MSG.agentGradeNone} />
          </Select>
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="specialties"
              render={({ field }) => (
                <SpecialtyCheckboxes
                  catalogue={specialties.data}
                  isLoading={specialties.isPending}
                  loadError={specialties.isError ? MSG.specialtiesLoadError : undefined}
                  value={field.value ?? []}
                  onChange={field.onChange}
                />
              )}
            />
          </div>
        </div>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" size="lg" isLoading={create.isPending}>
          {MSG.agentCreateSubmit}
        </Button>
      </div>
    </form>
  );
}
