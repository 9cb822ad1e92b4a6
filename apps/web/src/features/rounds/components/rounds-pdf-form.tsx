import * as MSG from '@secops/domain/messages';
import { RoundsPdfQuerySchema } from '@secops/domain/rounds';
import { FileDown } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-inputs.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDownloadRoundsPdf } from '../api/download-rounds-pdfs.ts';

/** The patrol report of a period (31 days at most) as a PDF; the period opens on the day shown. */
export function RoundsPdfForm({ missionId, day }: { missionId: string; day: string }) {
  const [period, setPeriod] = useState({ from: day, to: day });
  const [error, setError] = useState<string>();
  const pdf = useDownloadRoundsPdf({
    onError: (failure) => toast.error(errorMessage(failure, MSG.staffReportPdfError)),
  });
  const set = (key: 'from' | 'to') => (value: string) => {
    setPeriod((current) => ({ ...current, [key]: value }));
    setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RoundsPdfQuerySchema.safeParse(period);
    if (parsed.success) pdf.mutate({ missionId, ...parsed.data });
    else setError(parsed.error.issues[0]?.message ?? MSG.roundsPeriodInvalid);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={MSG.staffReportPdfPeriod}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <fieldset className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <legend className="mb-2 text-sm font-medium text-slate-700">{MSG.staffReportPdfPeriod}</legend>
        <DateInput label={MSG.staffReportPdfFrom} value={period.from} onChange={set('from')} />
        <DateInput label={MSG.staffReportPdfTo} value={period.to} onChange={set('to')} error={error} />
        <Button
          type="submit"
          variant="secondary"
          icon={<FileDown aria-hidden="true" />}
          isLoading={pdf.isPending}
          className="sm:mt-6.5"
        >
          {MSG.staffReportPdf}
        </Button>
      </fieldset>
    </form>
  );
}
