import { zodResolver } from '@hookform/resolvers/zod';
import type { SessionUser } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import { ProfileUpdateBodySchema } from '@secops/domain/users.schemas';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** A new e-mail needs the current password; the field shows once the e-mail differs from the account's. */
const profileFormSchema = (currentEmail: string) =>
  ProfileUpdateBodySchema.extend({ currentPassword: z.string() }).refine(
    (values) => values.email === currentEmail || values.currentPassword !== '',
    { path: ['currentPassword'], message: MSG.currentPasswordRequired },
  );
type ProfileInput = z.input<ReturnType<typeof profileFormSchema>>;
type ProfileValues = z.output<ReturnType<typeof profileFormSchema>>;
const FIELDS = ['email', 'firstName', 'lastName', 'currentPassword'] as const;
const FORM_ID = 'profile-form';
const SERVER_CODES = { EMAIL_TAKEN: 'email', WRONG_PASSWORD: 'currentPassword' } as const;

/** Edits the signed-in user's e-mail (required), first and last name (mounted while open). */
export function ProfileModal({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileFormSchema(user.email)),
    defaultValues: {
      email: user.email,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      currentPassword: '',
    },
  });
  const emailChanged = useWatch({ control, name: 'email' }) !== user.email;
  const update = useUpdateProfile(user.id, {
    onSuccess: () => {
      toast.success(MSG.profileUpdated);
      onClose();
    },
    onError: (error) => {
      const placed = showServerErrors(error, setError, { fields: FIELDS, codes: SERVER_CODES });
      if (!placed) toast.error(errorMessage(error, MSG.settingsProfileError));
    },
  });
  const submit = ({ currentPassword, ...values }: ProfileValues) =>
    update.mutate(values.email === user.email ? values : { ...values, currentPassword });

  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.settingsProfileEdit}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.settingsSave}
          onCancel={onClose}
          isPending={update.isPending}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <Input
          label={MSG.settingsEmail}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          label={MSG.settingsFirstName}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <Input
          label={MSG.settingsLastName}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        {emailChanged && (
          <Input
            label={MSG.settingsCurrentPassword}
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
      </form>
    </Modal>
  );
}
