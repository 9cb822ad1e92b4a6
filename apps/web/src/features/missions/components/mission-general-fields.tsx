import * as MSG from '@secops/domain/messages';
import { MISSION_TYPE_LABELS, MISSION_TYPES } from '@secops/domain/missions';
import { Controller, useFormContext } from 'react-hook-form';
import { DateTimeInput } from '../../../components/ui/date-inputs.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useClientOptions } from '../api/get-client-options.ts';
import type { MissionFormValues } from './mission-form.schema.ts';

/** Title, type, client and the Paris start and end date-times of the mission form. */
export function MissionGeneralFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<MissionFormValues>();
  const clients = useClientOptions();

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        label={MSG.missionFieldTitle}
        required
        className="sm:col-span-2"
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <Select label={MSG.missionFieldType} required error={errors.type?.message} {...register('type')}>
        <option value="">{MSG.missionTypePlaceholder}</option>
        {MISSION_TYPES.map((type) => (
          <option key={type} value={type}>
            {MISSION_TYPE_LABELS[type]}
          </option>
        ))}
      </Select>
      {/* Controlled, so the mission's client shows once the options have arrived. */}
      <Controller
        control={control}
        name="clientId"
        render={({ field, fieldState }) => (
          <Select
            {...field}
            label={MSG.missionFieldClient}
            error={fieldState.error?.message}
            disabled={clients.isPending}
          >
            <option value="">{MSG.missionClientNone}</option>
            {clients.data?.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </Select>
        )}
      />
      <Controller
        control={control}
        name="startAt"
        render={({ field, fieldState }) => (
          <DateTimeInput
            label={MSG.missionFieldStart}
            required
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
      <Controller
        control={control}
        name="endAt"
        render={({ field, fieldState }) => (
          <DateTimeInput label={MSG.missionFieldEnd} required error={fieldState.error?.message} {...field} />
        )}
      />
    </div>
  );
}
