import * as MSG from '@secops/domain/messages';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-inputs.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { isDateValue } from '../../../lib/date-text.ts';
import { useSendReportNow } from '../api/sent-reports.ts';
import { parisToday, parisYesterday } from '../utils/paris-day.ts';

/** "Envoyer maintenant": the report of a chosen day (yesterday by default) to the saved recipients, at once. */
export function SendReportForm({ clientId, hasRecipients }: { clientId: string; hasRecipients: boolean }) {
  const hintId = useId();
  const [date, setDate] = useState(parisYesterday);
  const [tried, setTried] = useState(false);
  const valid = date !== '' && isDateValue(date);
  const send = useSendReportNow(clientId, {
    onSuccess: () => toast.success(MSG.activityReportSent),
    onError: (error) => toast.error(errorMessage(error, MSG.activityReportSendError)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (valid) send.mutate(date);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col items-start gap-3">
      <DateInput
        label={MSG.activityReportDate}
        value={date}
        onChange={setDate}
        max={parisToday()}
        error={tried && !valid ? MSG.dateTextInvalid : undefined}
        required
        className="w-full max-w-xs"
      />
      <Button
        type="submit"
        variant="secondary"
        icon={<Send aria-hidden="true" />}
        isLoading={send.isPending}
        disabled={!hasRecipients}
        aria-describedby={hasRecipients ? undefined : hintId}
      >
        {MSG.activityReportSendNow}
      </Button>
      {!hasRecipients && (
        <p id={hintId} className="text-sm text-slate-600">
          {MSG.activityReportSendNeedsRecipients}
        </p>
      )}
    </form>
  );
}
