import { zodResolver } from '@hookform/resolvers/zod';
import type { SessionUser } from '@secops/domain/auth';
import { MSG } from '@secops/domain/messages';
import { ProfileUpdateBodySchema, type ProfileUpdateBody } from '@secops/domain/users.schemas';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type ProfileInput = z.input<typeof ProfileUpdateBodySchema>;
const FIELDS = ['email', 'firstName', 'lastName'] as const;
const FORM_ID = 'profile-form';

/** Edits the signed-in user's e-mail (required), first and last name (mounted while open). */
export function ProfileModal({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileUpdateBody>({
    resolver: zodResolver(ProfileUpdateBodySchema),
    defaultValues: { email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const update = useUpdateProfile(user.id, {
    onSuccess: () => {
      toast.success(MSG.profileUpdated);
      onClose();
    },
    onError: (error) => {
      const placed = showServerErrors(error, setError, { fields: FIELDS, codes: { EMAIL_TAKEN: 'email' } });
      if (!placed) toast.error(errorMessage(error, MSG.settingsProfileError));
    },
  });

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
      <form
        id={FORM_ID}
        noValidate
        onSubmit={handleSubmit((body) => update.mutate(body))}
        className="space-y-4"
      >
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
      </form>
    </Modal>
  );
}
