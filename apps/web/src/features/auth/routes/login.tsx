import * as MSG from '@secops/domain/messages';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useLogin } from '../api/login.ts';
import { useLoginWith2fa } from '../api/login-2fa.ts';
import { AuthFrame } from '../components/auth-frame.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';

// Only accounts with 2FA see the second step; its code check (zod) loads with it.
const TwoFactorForm = lazy(() =>
  import('../components/two-factor-form.tsx').then((m) => ({ default: m.TwoFactorForm })),
);

const showLoginError = (error: Error) => toast.error(errorMessage(error, MSG.loginError));

/** /login: e-mail and password, then a 6-digit code for accounts protected by 2FA. */
export function LoginRoute() {
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);
  const completeSignIn = useCompleteSignIn();
  const credentials = useLogin({
    onSuccess: (response) => {
      if (!response.requires2FA) return completeSignIn(response);
      toast.info(MSG.twoFactorRequired);
      setTwoFactorToken(response.twoFactorToken);
    },
    onError: showLoginError,
  });
  const secondFactor = useLoginWith2fa({ onSuccess: completeSignIn, onError: showLoginError });

  if (twoFactorToken) {
    return (
      <AuthFrame heading={MSG.twoFactorHeading} description={MSG.twoFactorPrompt}>
        <Suspense fallback={<Spinner />}>
          <TwoFactorForm
            isPending={secondFactor.isPending}
            onSubmit={(code) => secondFactor.mutate({ twoFactorToken, code })}
            onBack={() => setTwoFactorToken(null)}
          />
        </Suspense>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame heading={MSG.loginHeading}>
      <LoginForm isPending={credentials.isPending} onSubmit={(values) => credentials.mutate(values)} />
    </AuthFrame>
  );
}
