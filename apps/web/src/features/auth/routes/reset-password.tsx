import { RESET_EXPIRED_REDIRECT_DELAY_MS, RESET_REDIRECT_DELAY_MS } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-error.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthFrame } from '../components/auth-frame.tsx';
import { AuthNotice } from '../components/auth-notice.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { useDelayedRedirect, type DelayedRedirect } from '../hooks/use-delayed-redirect.ts';

/** An expired or already used link cannot succeed: the user is sent to ask for a new one. */
const isDeadLink = (message: string) => message.includes('expiré') || message.includes('invalide');

/** /reset-password?token=…: choose a new password with the link received by e-mail. */
export function ResetPasswordRoute() {
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [redirect, setRedirect] = useState<DelayedRedirect | null>(null);
  useDelayedRedirect(redirect);

  const reset = useResetPassword({
    onSuccess: () => {
      setDone(true);
      toast.success(MSG.resetSuccess);
      setRedirect({ to: '/login', delayMs: RESET_REDIRECT_DELAY_MS });
    },
    onError: (error) => {
      const message = errorMessage(error, MSG.resetError);
      toast.error(message);
      if (isDeadLink(message))
        setRedirect({ to: '/forgot-password', delayMs: RESET_EXPIRED_REDIRECT_DELAY_MS });
    },
  });

  useEffect(() => {
    if (token) return;
    toast.error(MSG.invalidLink, { id: 'reset-link-missing' });
    void navigate('/login', { replace: true });
  }, [token, navigate]);

  if (!token) return null;
  if (done) {
    return (
      <AuthFrame heading={MSG.resetDoneHeading}>
        <AuthNotice icon={CircleCheck}>
          {MSG.resetSuccess} {MSG.resetDoneRedirect}
        </AuthNotice>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame heading={MSG.resetPasswordHeading} description={MSG.resetLinkValidity}>
      <ResetPasswordForm
        isPending={reset.isPending}
        onSubmit={(newPassword) => reset.mutate({ token, newPassword })}
      />
    </AuthFrame>
  );
}
