import type { LoginBody, LoginBodySchema } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import type { MouseEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';

type LoginInput = z.input<typeof LoginBodySchema>;

const loadResolver = () => import('./login-resolver.ts');

// zod and the schema arrive while the user types (the form's first focus), so the sign-in page loads without them.
const resolver: Resolver<LoginInput, unknown, LoginBody> = async (...args) =>
  (await loadResolver()).loginResolver(...args);

/** A click the page may handle itself: the main button, without a key asking for a new tab or window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

type LoginFormProps = {
  onSubmit: (values: LoginBody) => void;
  /** Follows the 'Mot de passe oublié ?' link without loading the page again. */
  onForgotPassword: () => void;
  isPending: boolean;
};

export function LoginForm({ onSubmit, onForgotPassword, isPending }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginBody>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={() => void loadResolver()}
      className="space-y-5"
    >
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
        <a
          href="/forgot-password"
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onForgotPassword();
          }}
          className="text-sm font-medium text-blue-700 hover:text-blue-800 hover:underline"
        >
          {MSG.forgotPasswordLink}
        </a>
      </div>
      {/* Disabled from the first tap: the check of the form (its code still loading) comes before the request. */}
      <Button type="submit" size="lg" fullWidth isLoading={isPending || isSubmitting}>
        {MSG.loginSubmit}
      </Button>
    </form>
  );
}
