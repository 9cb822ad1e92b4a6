import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordSchema } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import { PasswordChangeBodySchema } from '@secops/domain/users.schemas';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';

/** The server's rules (current password, 8 characters at least), and the confirmation must repeat the new one. */
const PasswordFormSchema = z
  .object({
    currentPassword: PasswordChangeBodySchema.shape.currentPassword,
    newPassword: NewPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordMismatch,
  });
type PasswordForm = z.infer<typeof PasswordFormSchema>;

const FIELDS = ['currentPassword', 'newPassword'] as const;
const FORM_ID = 'password-form';

/** Changes the signed-in user's password (mounted while open); the current password is checked by the server. */
export function PasswordModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordForm>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useChangePassword(userId, {
    onSuccess: () => {
      toast.success(MSG.passwordChanged);
      onClose();
    },
    onError: (error) => {
      const codes = { WRONG_PASSWORD: 'currentPassword' } as const;
      if (!showServerErrors(error, setError, { fields: FIELDS, codes })) {
        toast.error(errorMessage(error, MSG.settingsPasswordError));
      }
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.settingsPasswordChange}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.settingsSave}
          onCancel={onClose}
          isPending={change.isPending}
        />
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={handleSubmit(({ currentPassword, newPassword }) =>
          change.mutate({ currentPassword, newPassword }),
        )}
        className="space-y-4"
      >
        <Input
          label={MSG.settingsCurrentPassword}
          type="password"
          autoComplete="current-password"
          required
          data-autofocus
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <Input
          label={MSG.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          required
          hint={MSG.settingsPasswordHint}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <Input
          label={MSG.confirmPasswordLabel}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </form>
    </Modal>
  );
}
