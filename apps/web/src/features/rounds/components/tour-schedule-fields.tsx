import * as MSG from '@secops/domain/messages';
import { Plus, X } from 'lucide-react';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { TimeInput } from '../../../components/ui/date-inputs.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import type { FormErrors } from '../utils/form-errors.ts';
import type { ScheduleKind, TourFormValues } from '../utils/tour-form.ts';
import { RadioChoices } from './radio-choices.tsx';

/** A tour has at most this many fixed times (the server's limit). */
const TIMES_MAX = 48;

type ScheduleValues = Pick<TourFormValues, 'scheduleKind' | 'times' | 'everyMinutes' | 'from' | 'to'>;

type TourScheduleFieldsProps = {
  values: ScheduleValues;
  onChange: (values: Partial<ScheduleValues>) => void;
  errors: FormErrors;
};

/** Fixed times (a list of HH:MM with add and remove), or every N minutes from one time to another. */
export function TourScheduleFields({ values, onChange, errors }: TourScheduleFieldsProps) {
  const timeInputs = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const setTime = (index: number, time: string) =>
    onChange({ times: values.times.map((other, at) => (at === index ? time : other)) });
  const addTime = () => {
    flushSync(() => onChange({ times: [...values.times, ''] }));
    timeInputs.current[values.times.length]?.focus();
  };
  // The row goes: the focus goes to the add button, which stays.
  const removeTime = (index: number) => {
    onChange({ times: values.times.filter((_, at) => at !== index) });
    addButton.current?.focus();
  };

  return (
    <div className="space-y-3">
      <RadioChoices<ScheduleKind>
        legend={MSG.staffTourSchedule}
        choices={[
          { value: 'times', label: MSG.staffTourScheduleTimes },
          { value: 'every', label: MSG.staffTourScheduleEvery },
        ]}
        value={values.scheduleKind}
        onChange={(scheduleKind) => onChange({ scheduleKind })}
      />
      {values.scheduleKind === 'times' ? (
        <div className="space-y-3">
          <ul className="grid gap-3 sm:grid-cols-3">
            {values.times.map((time, index) => (
              // Rows have no identity of their own: a time input shows the value it is given.
              <li key={index} className="flex items-end gap-1">
                <TimeInput
                  label={formatMessage(MSG.staffTourTime, { n: index + 1 })}
                  value={time}
                  error={errors[`times.${index}`]}
                  ref={(element) => {
                    timeInputs.current[index] = element;
                  }}
                  onChange={(next) => setTime(index, next)}
                  className="min-w-0 flex-1"
                />
                {values.times.length > 1 && (
                  <button
                    type="button"
                    aria-label={formatMessage(MSG.staffTourTimeRemove, { n: index + 1 })}
                    onClick={() => removeTime(index)}
                    className="mb-0.5 flex size-10 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                )}
              </li>
            ))}
          </ul>
          <Button
            ref={addButton}
            size="sm"
            variant="secondary"
            icon={<Plus aria-hidden="true" />}
            disabled={values.times.length >= TIMES_MAX}
            onClick={addTime}
          >
            {MSG.staffTourTimeAdd}
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <div className="grid gap-3 sm:grid-cols-3">
            <Input
              label={MSG.staffTourEvery}
              type="number"
              inputMode="numeric"
              min={10}
              max={720}
              step={5}
              required
              value={values.everyMinutes}
              error={errors.everyMinutes}
              onChange={(event) => onChange({ everyMinutes: event.target.value })}
            />
            <TimeInput
              label={MSG.staffTourFrom}
              required
              value={values.from}
              error={errors.from}
              onChange={(from) => onChange({ from })}
            />
            <TimeInput
              label={MSG.staffTourTo}
              required
              value={values.to}
              error={errors.to}
              onChange={(to) => onChange({ to })}
            />
          </div>
          <p className="text-xs text-slate-500">{MSG.staffTourEveryHint}</p>
        </div>
      )}
      {errors.times && <p className="text-sm font-medium text-red-700">{errors.times}</p>}
    </div>
  );
}
