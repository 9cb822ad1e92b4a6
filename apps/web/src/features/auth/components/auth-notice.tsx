import * as MSG from '@secops/domain/messages';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A confirmation inside the auth frame (e-mail sent, password changed) with the way back to sign-in. */
export function AuthNotice({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <div role="status" className="flex items-start gap-3 rounded-lg bg-green-50 p-4 text-sm text-green-800">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
        <p>{children}</p>
      </div>
      <BackToLogin />
    </div>
  );
}

export function BackToLogin() {
  return (
    <Link
      to="/login"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-blue-700 hover:text-blue-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {MSG.backToLogin}
    </Link>
  );
}
