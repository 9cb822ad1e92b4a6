import { zodResolver } from '@hookform/resolvers/zod';
import { ClientUserInviteSchema, type ClientUserInvite } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { NAME_MAX_LENGTH } from '@secops/domain/users.schemas';
import { MailPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useInviteClientUser } from '../api/client-users.ts';

type InviteInput = z.input<typeof ClientUserInviteSchema>;

const FIELDS = ['email', 'firstName', 'lastName'] as const;
const EMPTY: InviteInput = { email: '', firstName: '', lastName: '' };

/** E-mail, first and last name: the account is made and its owner receives the link to choose a password. */
export function ClientInviteForm({ clientId }: { clientId: string }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<InviteInput, unknown, ClientUserInvite>({
    resolver: zodResolver(ClientUserInviteSchema),
    defaultValues: EMPTY,
  });
  const invite = useInviteClientUser(clientId, {
    onSuccess: () => {
      toast.success(MSG.clientAccessInvited);
      reset(EMPTY);
    },
    onError: (error) => {
      if (!showServerErrors(error, setError, { fields: FIELDS, codes: { EMAIL_TAKEN: 'email' } })) {
        toast.error(errorMessage(error, MSG.clientAccessInviteError));
      }
    },
  });

  return (
    <form
      noValidate
      aria-label={MSG.clientAccessInviteTitle}
      onSubmit={handleSubmit((body) => invite.mutate(body))}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-start"
    >
      <Input
        label={MSG.clientAccessEmail}
        type="email"
        autoComplete="off"
        required
        className="sm:col-span-2 xl:col-span-1"
        error={errors.email?.message}
        {...register('email')}
      />
      <Input
        label={MSG.clientAccessFirstName}
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <Input
        label={MSG.clientAccessLastName}
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <Button
        type="submit"
        isLoading={invite.isPending}
        icon={<MailPlus aria-hidden="true" />}
        className="sm:col-span-2 sm:justify-self-end xl:col-span-1 xl:mt-6.5"
      >
        {MSG.clientAccessInvite}
      </Button>
    </form>
  );
}
