import { zodResolver } from '@hookform/resolvers/zod';
import * as MSG from '@secops/domain/messages';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import {
  ResetPasswordFormSchema,
  type ResetPasswordForm as ResetPasswordValues,
} from '../api/reset-password.ts';

type ResetPasswordFormProps = { onSubmit: (newPassword: string) => void; isPending: boolean };

/**
 * New password and its confirmation. The mismatch shows while typing, and the button stays disabled
 * while a field is empty or the two differ; the length rule is checked on submit.
 */
export function ResetPasswordForm({ onSubmit, isPending }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });
  const mismatch = confirmPassword.length > 0 && newPassword !== confirmPassword;
  const canSubmit = newPassword.length > 0 && confirmPassword.length > 0 && !mismatch;

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.newPassword))} className="space-y-5">
      <Input
        label={MSG.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={errors.newPassword ? undefined : MSG.passwordTooShort}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Input
        label={MSG.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        required
        error={mismatch ? MSG.passwordMismatch : errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" fullWidth disabled={!canSubmit} isLoading={isPending}>
        {MSG.resetPasswordSubmit}
      </Button>
    </form>
  );
}
