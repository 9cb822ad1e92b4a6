import * as MSG from '@secops/domain/messages';
import { DateInput } from '../../../components/ui/date-inputs.tsx';
import { isDateValue } from '../../../lib/date-text.ts';
import type { DayPeriod } from '../utils/period.ts';

/** "Du" and "Au": a day is applied once it is a whole date (or cleared), not at each keystroke. */
export function LogbookPeriodFields({
  value,
  onChange,
}: {
  value: DayPeriod;
  onChange: (period: DayPeriod) => void;
}) {
  const set = (key: keyof DayPeriod) => (day: string) => {
    if (isDateValue(day)) onChange({ ...value, [key]: day });
  };
  return (
    <>
      <DateInput label={MSG.incidentFilterFrom} value={value.fromDay} onChange={set('fromDay')} />
      <DateInput label={MSG.incidentFilterTo} value={value.toDay} onChange={set('toDay')} />
    </>
  );
}
