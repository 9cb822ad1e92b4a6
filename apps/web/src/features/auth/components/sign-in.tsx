import type { AuthResponse, LoginBody } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import { homePathFor } from '@secops/domain/role-access';
import { lazy, Suspense, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { login } from '../api/login.ts';
import { loginWith2fa } from '../api/login-2fa.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { AuthFrame } from './auth-frame.tsx';
import { LoginForm } from './login-form.tsx';

// Only accounts with 2FA see the second step; its code check (zod) loads with it.
const TwoFactorForm = lazy(() => import('./two-factor-form.tsx').then((m) => ({ default: m.TwoFactorForm })));

/** How the sign-in screen moves on: the router's navigate inside the application, a hand-over to it on /login. */
export type SignInNavigate = (to: string, options?: { replace?: boolean }) => void;

const showLoginError = (error: unknown) =>
  notify((toast) => toast.error(errorMessage(error, MSG.loginError)));

/**
 * The sign-in screen, alone on a first visit to /login and inside the application after a sign-out: e-mail and
 * password, then a 6-digit code for accounts protected by 2FA; the session opens on the user's area (AGENT and LEAD
 * /agent, everyone else /admin). It uses neither the router nor TanStack Query, which it runs without.
 */
export function SignIn({ navigate }: { navigate: SignInNavigate }) {
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);
  // Stays on once the session opens, until the user's area replaces this screen.
  const [isPending, setPending] = useState(false);
  const inFlight = useRef(false);

  function completeSignIn({ user, accessToken, refreshToken }: AuthResponse) {
    useAuthStore.getState().login({ user, accessToken, refreshToken });
    notify((toast) => toast.success(MSG.loginSuccess));
    navigate(homePathFor(user.role), { replace: true });
  }

  async function send<T>(call: () => Promise<T>, onAnswer: (answer: T) => void) {
    // Two taps within one frame both reach here before the button is drawn disabled: the second sends nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    let answer: T;
    try {
      answer = await call();
    } catch (error) {
      setPending(false);
      return showLoginError(error);
    } finally {
      inFlight.current = false;
    }
    onAnswer(answer);
  }

  const signIn = (values: LoginBody) =>
    send(
      () => login(values),
      (response) => {
        if (!response.requires2FA) return completeSignIn(response);
        notify((toast) => toast.info(MSG.twoFactorRequired));
        setPending(false);
        setTwoFactorToken(response.twoFactorToken);
      },
    );

  if (twoFactorToken) {
    return (
      <AuthFrame heading={MSG.twoFactorHeading} description={MSG.twoFactorPrompt}>
        <Suspense fallback={<Spinner />}>
          <TwoFactorForm
            isPending={isPending}
            onSubmit={(code) => void send(() => loginWith2fa({ twoFactorToken, code }), completeSignIn)}
            onBack={() => setTwoFactorToken(null)}
          />
        </Suspense>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame heading={MSG.loginHeading}>
      <LoginForm
        isPending={isPending}
        onSubmit={(values) => void signIn(values)}
        onForgotPassword={() => navigate('/forgot-password')}
      />
    </AuthFrame>
  );
}
