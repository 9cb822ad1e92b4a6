import * as MSG from '@secops/domain/messages';
import { useState } from 'react';
import { DateInput } from '../../../components/ui/date-inputs.tsx';
import { readCalendarDate } from '../utils/week-layout.ts';

/**
 * A date field beside the week buttons (dd/mm/yyyy whatever the browser's language, a calendar behind its button):
 * the week holding the day chosen is shown. Mount it with the week as its key, so that it reads that week's Monday.
 */
export function GoToDate({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const [typed, setTyped] = useState(value);
  return (
    <DateInput
      label={MSG.boardGoToDate}
      value={typed}
      className="w-48"
      onChange={(next) => {
        setTyped(next);
        const date = readCalendarDate(next);
        if (date) onChange(date);
      }}
    />
  );
}
