import * as MSG from '@secops/domain/messages';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { AuthFrame } from '../components/auth-frame.tsx';
import { AuthNotice } from '../components/auth-notice.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

/** /forgot-password: once submitted, the same confirmation shows whatever the answer, so that it never
 *  tells whether an address has an account. */
export function ForgotPasswordRoute() {
  const [submitted, setSubmitted] = useState(false);
  const request = useRequestPasswordReset({ onSettled: () => setSubmitted(true) });

  if (submitted) {
    return (
      <AuthFrame heading={MSG.forgotPasswordDoneHeading}>
        <AuthNotice icon={MailCheck}>{MSG.forgotPasswordSent}</AuthNotice>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame heading={MSG.forgotPasswordHeading} description={MSG.forgotPasswordPrompt}>
      <ForgotPasswordForm isPending={request.isPending} onSubmit={(values) => request.mutate(values)} />
    </AuthFrame>
  );
}
