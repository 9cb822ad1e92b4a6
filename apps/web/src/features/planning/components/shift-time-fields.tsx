import * as MSG from '@secops/domain/messages';
import { Controller, useWatch, type Control, type Path } from 'react-hook-form';
import { DateTimeInput } from '../../../components/ui/date-inputs.tsx';

type Times = { startAt: string; endAt: string };

/** A shift's start and end (Paris date-times, dd/mm/yyyy hh:mm); the end's calendar offers nothing before the start. */
export function ShiftTimeFields<T extends Times, C, O>({ control }: { control: Control<T, C, O> }) {
  const startAt = useWatch({ control, name: 'startAt' as Path<T> }) as string | undefined;
  return (
    <>
      <Controller
        control={control}
        name={'startAt' as Path<T>}
        render={({ field, fieldState }) => (
          <DateTimeInput
            label={MSG.shiftFieldStart}
            required
            error={fieldState.error?.message}
            {...field}
            value={field.value as string}
          />
        )}
      />
      <Controller
        control={control}
        name={'endAt' as Path<T>}
        render={({ field, fieldState }) => (
          <DateTimeInput
            label={MSG.shiftFieldEnd}
            required
            min={startAt || undefined}
            error={fieldState.error?.message}
            {...field}
            value={field.value as string}
          />
        )}
      />
    </>
  );
}
