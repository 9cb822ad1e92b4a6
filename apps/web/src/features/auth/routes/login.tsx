import { MSG } from '@secops/domain/messages';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-error.ts';
import { useLogin } from '../api/login.ts';
import { useLoginWith2fa } from '../api/login-2fa.ts';
import { AuthFrame } from '../components/auth-frame.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { TwoFactorForm } from '../components/two-factor-form.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';

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
        <TwoFactorForm
          isPending={secondFactor.isPending}
          onSubmit={(code) => secondFactor.mutate({ twoFactorToken, code })}
          onBack={() => setTwoFactorToken(null)}
        />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame heading={MSG.loginHeading}>
      <LoginForm isPending={credentials.isPending} onSubmit={(values) => credentials.mutate(values)} />
    </AuthFrame>
  );
}
