import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCalendarStatus, useCreateCalendarLink, useRevokeCalendarLink } from '../api/calendar-link.ts';
import { CalendarLinkShown } from './calendar-link-shown.tsx';

/**
 * Mon Profil's 'Mon agenda': makes the link a phone's calendar subscribes to (shown once, to copy or open as
 * webcal:), says whether one is active, and revokes it after a confirmation.
 */
export function CalendarCard() {
  const status = useCalendarStatus();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const onError = (error: Error) => toast.error(errorMessage(error, MSG.calendarActionError));
  const create = useCreateCalendarLink({ onSuccess: (link) => setUrl(link.url), onError });
  const revoke = useRevokeCalendarLink({
    onSuccess: () => {
      setUrl(null);
      setConfirming(false);
      toast.success(MSG.calendarRevoked);
    },
    onError,
  });
  const active = status.data?.active ?? false;

  return (
    <Card title={MSG.calendarCardTitle}>
      <div className="space-y-4">
        <p className="text-base text-slate-700">{MSG.calendarIntro}</p>
        {url && <CalendarLinkShown url={url} />}
        {status.isPending ? (
          <LoadingState className="py-4" />
        ) : status.isError ? (
          <p className="text-sm text-red-700">{MSG.calendarLoadError}</p>
        ) : (
          <p className="text-sm text-slate-700" aria-live="polite">
            {status.data.createdAt
              ? formatMessage(MSG.calendarActiveSince, { date: formatDateTime(status.data.createdAt) })
              : MSG.calendarNoLink}
          </p>
        )}
        <div className="flex flex-col gap-2">
          {active && !url && <p className="text-sm text-slate-600">{MSG.calendarRecreateHint}</p>}
          <Button size="lg" fullWidth isLoading={create.isPending} onClick={() => create.mutate()}>
            {active ? MSG.calendarRecreate : MSG.calendarCreate}
          </Button>
          {active && (
            <Button size="lg" fullWidth variant="danger" onClick={() => setConfirming(true)}>
              {MSG.calendarRevoke}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={MSG.calendarRevokeTitle}
        message={MSG.calendarRevokeMessage}
        confirmLabel={MSG.calendarRevoke}
        isPending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
