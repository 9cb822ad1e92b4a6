import * as MSG from '@secops/domain/messages';
import { DateInput } from '../../../components/ui/date-inputs.tsx';
import { cn } from '../../../lib/cn.ts';
import { isDateValue } from '../../../lib/date-text.ts';
import { lastDays, type DayRange } from '../utils/period.ts';

const PRESETS = [
  { days: 7, label: MSG.portalPeriodLast7 },
  { days: 30, label: MSG.portalPeriodLast30 },
] as const;

type PeriodPickerProps = {
  value: DayRange;
  onChange: (period: DayRange) => void;
  /** Why the period cannot be shown (the end before the start, too long), under the end date. */
  error?: string | null;
};

/** "Du" and "Au" (a day is taken once it is a whole date), and the last 7 or 30 days at a tap. */
export function PeriodPicker({ value, onChange, error }: PeriodPickerProps) {
  const set = (key: keyof DayRange) => (day: string) => {
    if (day !== '' && isDateValue(day)) onChange({ ...value, [key]: day });
  };
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{MSG.portalPeriodLegend}</legend>
      <DateInput
        label={MSG.portalPeriodFrom}
        value={value.from}
        onChange={set('from')}
        className="w-[calc(50%-0.375rem)] sm:w-44"
      />
      <DateInput
        label={MSG.portalPeriodTo}
        value={value.to}
        onChange={set('to')}
        error={error ?? undefined}
        className="w-[calc(50%-0.375rem)] sm:w-44"
      />
      <div className={cn('flex gap-2', error && 'sm:mb-7')}>
        {PRESETS.map(({ days, label }) => {
          const preset = lastDays(days);
          const active = preset.from === value.from && preset.to === value.to;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(preset)}
              className={cn(
                'h-10 rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors',
                active
                  ? 'border-blue-600 bg-blue-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
