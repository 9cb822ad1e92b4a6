import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordBodySchema } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import type { ForgotPasswordBody } from '../api/forgot-password.ts';
import { BackToLogin } from './auth-notice.tsx';

type ForgotPasswordFormProps = { onSubmit: (values: ForgotPasswordBody) => void; isPending: boolean };

export function ForgotPasswordForm({ onSubmit, isPending }: ForgotPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ForgotPasswordBodySchema>, unknown, ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <Input
        label={MSG.emailLabel}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        {MSG.forgotPasswordSubmit}
      </Button>
      <BackToLogin />
    </form>
  );
}
