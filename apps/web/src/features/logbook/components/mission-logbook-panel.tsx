import type { LogbookEntry } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDownloadLogbookPdf } from '../api/download-logbook-pdf.ts';
import { useLogbook } from '../api/get-logbook.ts';
import { useCreateLogbookEntry } from '../api/write-entry.ts';
import { useLiveLogbook } from '../hooks/use-live-logbook.ts';
import { periodBounds, type DayPeriod } from '../utils/period.ts';
import { LogbookEntryForm } from './logbook-entry-form.tsx';
import { LogbookList } from './logbook-list.tsx';
import { LogbookPeriodFields } from './logbook-period-fields.tsx';
import { LogbookTypeSelect } from './logbook-type-select.tsx';

/**
 * The mission page's "Main courante" (staff): a new entry or a correction, the entries newest first filtered by type
 * and period, new ones as they are written anywhere, and the PDF of the period shown.
 */
export function MissionLogbookPanel({ missionId, archived }: { missionId: string; archived: boolean }) {
  const [type, setType] = useState('');
  const [period, setPeriod] = useState<DayPeriod>({ fromDay: '', toDay: '' });
  const [correcting, setCorrecting] = useState<LogbookEntry | null>(null);
  const bounds = periodBounds(period);
  const logbook = useLogbook('mission', { missionId, type: type || undefined, ...bounds });
  useLiveLogbook('gps');
  const write = useCreateLogbookEntry(missionId, {
    onSuccess: () => {
      toast.success(MSG.logbookAdded);
      setCorrecting(null);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.logbookError)),
  });
  const pdf = useDownloadLogbookPdf({
    onError: (error) => toast.error(errorMessage(error, MSG.logbookLoadError)),
  });

  return (
    <Card
      title={MSG.logbookTitle}
      description={MSG.logbookImmutable}
      actions={
        <Button
          size="sm"
          variant="secondary"
          icon={<FileDown aria-hidden="true" />}
          isLoading={pdf.isPending}
          onClick={() => pdf.mutate({ missionId, ...bounds })}
        >
          {MSG.logbookPdf}
        </Button>
      }
    >
      {!archived && (
        <div className="mb-5 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <LogbookEntryForm
            key={correcting?.id ?? 'new'}
            correcting={correcting}
            onCancelCorrection={() => setCorrecting(null)}
            isPending={write.isPending}
            onSubmit={(draft) => write.mutateAsync(draft)}
          />
        </div>
      )}
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">{MSG.reportFilters}</legend>
        <LogbookTypeSelect value={type} onChange={setType} />
        <LogbookPeriodFields value={period} onChange={setPeriod} />
      </fieldset>
      <div className="mt-3">
        <LogbookList
          logbook={logbook}
          label={MSG.logbookTitle}
          onCorrect={archived ? undefined : setCorrecting}
        />
      </div>
    </Card>
  );
}
