import * as MSG from '@secops/domain/messages';
import { toParisDate } from '@secops/domain/planning';
import { CalendarX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-inputs.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { isDateValue } from '../../../lib/date-text.ts';
import { useDayRounds } from '../api/get-day-rounds.ts';
import { reportSummary } from '../utils/report-summary.ts';
import { roundKey } from '../utils/round-display.ts';
import { RoundRow } from './round-row.tsx';
import { RoundsPdfForm } from './rounds-pdf-form.tsx';

/** The rounds of a Paris day (today first), read again every 30 s, with the day's figures and the period's PDF. */
export function RoundsReportTab({ missionId }: { missionId: string }) {
  const [day, setDay] = useState(() => toParisDate(new Date()));
  const rounds = useDayRounds(missionId, day);
  // A day is applied once it is a whole date; a cleared field keeps the day shown.
  const changeDay = (value: string) => {
    if (value !== '' && isDateValue(value)) setDay(value);
  };
  const list = rounds.data ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DateInput label={MSG.staffReportDate} value={day} onChange={changeDay} className="w-full sm:w-52" />
        {rounds.isSuccess && (
          <p aria-live="polite" className="text-sm font-medium text-slate-700 sm:pb-2.5">
            {reportSummary(list)}
          </p>
        )}
      </div>
      {rounds.isPending ? (
        <LoadingState />
      ) : rounds.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title={MSG.staffReportLoadError}
          description={errorMessage(rounds.error, MSG.networkError)}
          action={<Button onClick={() => void rounds.refetch()}>{MSG.uiRetry}</Button>}
          className="py-6"
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={CalendarX}
          title={MSG.staffReportEmpty}
          description={MSG.staffReportEmptyHint}
          className="py-6"
        />
      ) : (
        <ul
          aria-label={MSG.staffReportList}
          aria-busy={rounds.isFetching}
          className="divide-y divide-slate-200"
        >
          {list.map((round) => (
            <RoundRow key={roundKey(round)} round={round} />
          ))}
        </ul>
      )}
      <RoundsPdfForm missionId={missionId} day={day} />
    </div>
  );
}
