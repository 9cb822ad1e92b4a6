import { zodResolver } from '@hookform/resolvers/zod';
import {
  LOGBOOK_MANUAL_TYPES,
  LOGBOOK_PHOTOS_MAX,
  LOGBOOK_TEXT_MAX,
  LOGBOOK_TYPE_LABELS,
  isManualLogbookType,
  type LogbookEntry,
} from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { requiredText } from '@secops/domain/validation';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DateTimeInput } from '../../../components/ui/date-inputs.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toParisInput } from '../../../lib/paris-input.ts';
import { IncidentPhotosField, type PickedPhoto } from '../../missions/index.ts';
import type { LogbookDraft } from '../api/write-entry.ts';
import { occurredAtFrom } from '../utils/occurred-at.ts';

/** The server's own rules for the type and the text; the time of the event is checked against the clock. */
const LogbookFormSchema = z.object({
  type: z.enum(LOGBOOK_MANUAL_TYPES, { error: MSG.logbookTypeInvalid }),
  text: requiredText(LOGBOOK_TEXT_MAX, MSG.logbookTextRequired),
  occurredAt: z.string(),
});
type LogbookFormValues = z.input<typeof LogbookFormSchema>;

type LogbookEntryFormProps = {
  /** Resolves once the entry is written (or queued): the form then empties for the next one. */
  onSubmit: (draft: LogbookDraft) => Promise<unknown>;
  isPending: boolean;
  /** The entry a correction is written for; give the form a key per entry so that it starts again. */
  correcting?: LogbookEntry | null;
  onCancelCorrection?: () => void;
  /** The field area's larger controls. */
  large?: boolean;
};

/**
 * "Nouvelle entrée": type, text, the time of the event (now unless changed, 24 h back at most) and up to 5 photos
 * (the incident report's field: taken with the phone, made smaller there). Pre-set to correct an entry, it says
 * which one and writes a correction pointing to it.
 */
export function LogbookEntryForm({
  onSubmit,
  isPending,
  correcting = null,
  onCancelCorrection,
  large = false,
}: LogbookEntryFormProps) {
  const [shownFirst, setShownFirst] = useState(() => toParisInput(new Date()));
  const type = correcting && isManualLogbookType(correcting.type) ? correcting.type : 'OBSERVATION';
  const form = useForm<LogbookFormValues, unknown, z.output<typeof LogbookFormSchema>>({
    resolver: zodResolver(LogbookFormSchema),
    defaultValues: { type, text: '', occurredAt: shownFirst },
  });
  const { errors } = form.formState;
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);

  const submit = form.handleSubmit(async (values) => {
    const time = occurredAtFrom(values.occurredAt, shownFirst, new Date());
    if (time.error !== undefined) {
      form.setError('occurredAt', { message: time.error }, { shouldFocus: true });
      return;
    }
    const draft: LogbookDraft = { type: values.type, text: values.text, occurredAt: time.occurredAt };
    if (correcting) draft.correctsId = correcting.id;
    if (photos.length > 0) draft.photos = photos.map((photo) => photo.blob);
    await onSubmit(draft).then(
      () => {
        const now = toParisInput(new Date());
        setShownFirst(now);
        form.reset({ type: values.type, text: '', occurredAt: now });
        // Sent (or kept on the phone with the entry): the thumbnails go with the text.
        photos.forEach((photo) => URL.revokeObjectURL(photo.url));
        setPhotos([]);
      },
      () => undefined,
    );
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={MSG.logbookNew}
      className="space-y-4"
    >
      {correcting && (
        <p className="flex items-center justify-between gap-2 rounded-lg border border-orange-200 bg-orange-50 px-3 py-2 text-sm font-medium text-orange-900">
          {formatMessage(MSG.logbookCorrectionOf, { time: formatDateTime(correcting.occurredAt) })}
          <Button size="sm" variant="ghost" icon={<X aria-hidden="true" />} onClick={onCancelCorrection}>
            {MSG.uiCancel}
          </Button>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={MSG.logbookFieldType}
          required
          error={errors.type?.message}
          selectClassName={large ? 'min-h-11 text-base' : undefined}
          {...form.register('type')}
        >
          {LOGBOOK_MANUAL_TYPES.map((code) => (
            <option key={code} value={code}>
              {LOGBOOK_TYPE_LABELS[code]}
            </option>
          ))}
        </Select>
        <Controller
          control={form.control}
          name="occurredAt"
          render={({ field, fieldState }) => (
            <DateTimeInput label={MSG.logbookFieldOccurredAt} error={fieldState.error?.message} {...field} />
          )}
        />
      </div>
      <Textarea
        label={MSG.logbookFieldText}
        required
        rows={large ? 4 : 3}
        maxLength={LOGBOOK_TEXT_MAX}
        autoFocus={correcting !== null}
        error={errors.text?.message}
        className={large ? '[&_textarea]:text-base' : undefined}
        {...form.register('text')}
      />
      <IncidentPhotosField
        photos={photos}
        setPhotos={setPhotos}
        disabled={isPending}
        max={LOGBOOK_PHOTOS_MAX}
        maxHint={MSG.logbookPhotosTooMany}
      />
      <div className="flex justify-end">
        <Button type="submit" size={large ? 'lg' : 'md'} fullWidth={large} isLoading={isPending}>
          {MSG.logbookSubmit}
        </Button>
      </div>
    </form>
  );
}
