import * as MSG from '@secops/domain/messages';
import { RECURRENCE_TYPE_LABELS, RECURRENCE_TYPES } from '@secops/domain/shifts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DateInput } from '../../../components/ui/date-inputs.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { recurrenceMinDate, type ShiftFormValues } from './shift-form.schema.ts';

/** The "Horaire récurrent" switch; on, it reveals the type (Quotidien, Hebdomadaire) and the end date. */
export function ShiftRecurrenceFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ShiftFormValues>();
  const [recurring, startAt] = useWatch({ control, name: ['recurring', 'startAt'] });

  return (
    <div className="space-y-4 sm:col-span-2">
      <Controller
        control={control}
        name="recurring"
        render={({ field }) => (
          <Switch
            label={MSG.shiftRecurring}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {recurring && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={MSG.shiftRecurringType}
            required
            error={errors.recurringType?.message}
            {...register('recurringType')}
          >
            <option value="">{MSG.shiftRecurringTypePlaceholder}</option>
            {RECURRENCE_TYPES.map((type) => (
              <option key={type} value={type}>
                {RECURRENCE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
          <Controller
            control={control}
            name="recurringEndDate"
            render={({ field, fieldState }) => (
              <DateInput
                label={MSG.shiftRecurringEndDate}
                required
                min={recurrenceMinDate(startAt)}
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
        </div>
      )}
    </div>
  );
}
