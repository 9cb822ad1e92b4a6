import { zodResolver } from '@hookform/resolvers/zod';
import {
  ClientCreateSchema,
  type ClientCreate,
  type ClientCreateInput,
} from '@secops/domain/clients.schemas';
import * as MSG from '@secops/domain/messages';
import { SIRET_INPUT_MAX_LENGTH } from '@secops/domain/siret';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

type ClientFormProps = { onSubmit: (client: ClientCreate) => void; isPending: boolean; cancelTo: string };

const EMPTY_CLIENT: ClientCreateInput = {
  name: '',
  siret: '',
  contact: '',
  email: '',
  phone: '',
  address: '',
  notes: '',
};

/** Name (required), SIRET (14 digits, Luhn key checked here as on the server), contact, e-mail, phone, address, notes. */
export function ClientForm({ onSubmit, isPending, cancelTo }: ClientFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ClientCreateInput, unknown, ClientCreate>({
    resolver: zodResolver(ClientCreateSchema),
    defaultValues: EMPTY_CLIENT,
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={MSG.clientFieldName}
          required
          maxLength={200}
          autoComplete="organization"
          error={errors.name?.message}
          {...register('name')}
        />
        <Input
          label={MSG.clientFieldSiret}
          placeholder={MSG.clientSiretPlaceholder}
          inputMode="numeric"
          maxLength={SIRET_INPUT_MAX_LENGTH}
          error={errors.siret?.message}
          {...register('siret')}
        />
        <Input
          label={MSG.clientFieldContact}
          maxLength={200}
          error={errors.contact?.message}
          {...register('contact')}
        />
        <Input
          label={MSG.clientFieldEmail}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          label={MSG.clientFieldPhone}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Input
          label={MSG.clientFieldAddress}
          maxLength={500}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <Textarea
          label={MSG.clientFieldNotes}
          className="sm:col-span-2"
          error={errors.notes?.message}
          {...register('notes')}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={buttonClasses({ variant: 'secondary' })}>
          {MSG.uiCancel}
        </Link>
        <Button type="submit" isLoading={isPending}>
          {MSG.clientSubmit}
        </Button>
      </div>
    </form>
  );
}
