import * as MSG from '@secops/domain/messages';
import { DEFAULT_WORKING_TIME, type WorkingTimeSettings } from '@secops/domain/working-time';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSaveWorkingTimeSettings, useWorkingTimeSettings } from '../api/working-time-settings.ts';

type Limit = Exclude<keyof WorkingTimeSettings, 'minPeriodHours'>;

const LIMITS: { key: Limit; label: string; step: number; max: number }[] = [
  { key: 'maxDayWorkHours', label: MSG.workingTimeMaxDayWork, step: 0.5, max: 24 },
  { key: 'maxDaySpanHours', label: MSG.workingTimeMaxDaySpan, step: 0.5, max: 24 },
  { key: 'minDailyRestHours', label: MSG.workingTimeMinDailyRest, step: 0.5, max: 24 },
  { key: 'maxWeekHours', label: MSG.workingTimeMaxWeek, step: 0.5, max: 168 },
  { key: 'maxAverageWeekHours', label: MSG.workingTimeMaxAverage, step: 0.5, max: 168 },
  { key: 'minWeeklyRestHours', label: MSG.workingTimeMinWeeklyRest, step: 0.5, max: 168 },
  { key: 'maxDaysPerWeek', label: MSG.workingTimeMaxDaysLabel, step: 1, max: 7 },
];

/** The working-time limits of Paramètres; SUPERADMIN and ADMIN change them, a SUPERVISOR reads them. */
export function WorkingTimeCard({ canEdit }: { canEdit: boolean }) {
  const settings = useWorkingTimeSettings();
  return (
    <Card title={MSG.workingTimeTitle} description={MSG.workingTimeDescription}>
      {settings.data ? <WorkingTimeForm initial={settings.data} canEdit={canEdit} /> : <LoadingState />}
    </Card>
  );
}

/** Inputs keep what is typed (an empty box stays empty); the number is read on saving. */
type Draft = Record<keyof WorkingTimeSettings, string>;
const toDraft = (settings: WorkingTimeSettings): Draft =>
  Object.fromEntries(
    Object.entries(settings).map(([key, value]) => [key, value === null ? '' : String(value)]),
  ) as Draft;
const fromDraft = (draft: Draft): WorkingTimeSettings => ({
  ...(Object.fromEntries(LIMITS.map(({ key }) => [key, Number(draft[key])])) as Record<Limit, number>),
  minPeriodHours: draft.minPeriodHours.trim() === '' ? null : Number(draft.minPeriodHours),
});

function WorkingTimeForm({ initial, canEdit }: { initial: WorkingTimeSettings; canEdit: boolean }) {
  const [draft, setDraft] = useState(() => toDraft(initial));
  const save = useSaveWorkingTimeSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(fromDraft(draft), {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        toast.success(MSG.workingTimeSaved);
      },
      onError: (error) => toast.error(errorMessage(error, MSG.workingTimeSaveError)),
    });
  };
  const input = (key: keyof WorkingTimeSettings, label: string, step: number, max: number, hint?: string) => (
    <Input
      key={key}
      label={label}
      type="number"
      inputMode="decimal"
      min={step === 1 ? 1 : 0}
      max={max}
      step={step}
      value={draft[key]}
      disabled={!canEdit}
      required={key !== 'minPeriodHours'}
      hint={hint}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
    />
  );
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {LIMITS.map(({ key, label, step, max }) => input(key, label, step, max))}
        {input('minPeriodHours', MSG.workingTimeMinPeriodLabel, 0.5, 24, MSG.workingTimeMinPeriodHint)}
      </div>
      {canEdit ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => setDraft(toDraft(DEFAULT_WORKING_TIME))}>
            {MSG.workingTimeReset}
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            {MSG.payrollSave}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-500">{MSG.workingTimeReadOnly}</p>
      )}
    </form>
  );
}
