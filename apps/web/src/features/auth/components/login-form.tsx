import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema, type LoginBody } from '@secops/domain/auth';
import { MSG } from '@secops/domain/messages';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';

type LoginFormProps = { onSubmit: (values: LoginBody) => void; isPending: boolean };

export function LoginForm({ onSubmit, isPending }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof LoginBodySchema>, unknown, LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
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
      <Input
        label={MSG.passwordLabel}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link
          to="/forgot-password"
          className="text-sm font-medium text-blue-700 hover:text-blue-800 hover:underline"
        >
          {MSG.forgotPasswordLink}
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        {MSG.loginSubmit}
      </Button>
    </form>
  );
}
