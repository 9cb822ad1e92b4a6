import * as MSG from '@secops/domain/messages';
import { LogOut, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatMessage } from '../../lib/format-message.ts';
import { useLogout, useSessionUser } from '../../features/auth/index.ts';
import { usePendingActions } from '../../features/offline/index.ts';

/**
 * Mon Profil's sign-out, away from the header's SOS button: asked first, and the question warns when actions made
 * offline are still waiting to be sent (signing out wipes them with the phone's copy of the data).
 */
export function FieldSignOutCard() {
  const user = useSessionUser();
  const logout = useLogout();
  const pending = usePendingActions().length;
  const [asking, setAsking] = useState(false);

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{MSG.fieldSessionTitle}</h2>
          <p className="truncate text-sm text-slate-600">
            {formatMessage(MSG.fieldSessionHint, { email: user?.email ?? '' })}
          </p>
        </div>
        <Button
          variant="secondary"
          size="lg"
          icon={<LogOut aria-hidden="true" />}
          onClick={() => setAsking(true)}
        >
          {MSG.logout}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={MSG.logoutConfirmTitle}
        message={
          <>
            <p>{MSG.logoutConfirm}</p>
            {pending > 0 && (
              <p
                role="alert"
                className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 font-medium text-amber-900"
              >
                <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
                {formatMessage(MSG.logoutPendingWarning, { n: pending })}
              </p>
            )}
          </>
        }
        confirmLabel={MSG.logout}
        isPending={logout.isPending}
        onConfirm={() => logout.mutate()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
