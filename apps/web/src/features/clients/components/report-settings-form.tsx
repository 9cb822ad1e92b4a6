import {
  REPORT_FREQUENCIES,
  REPORT_FREQUENCY_LABELS,
  WEEKDAY_LABELS,
  type ReportSettingsView,
} from '@secops/domain/client-reports';
import * as MSG from '@secops/domain/messages';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { TimeInput } from '../../../components/ui/date-inputs.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSaveReportSettings } from '../api/report-settings.ts';
import {
  readDraft,
  toDraft,
  type ReportSettingsDraft,
  type ReportSettingsErrors,
} from '../utils/report-settings-draft.ts';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Recipients (one e-mail per line), frequency, Paris time and, for a weekly report, its day. */
export function ReportSettingsForm({ clientId, initial }: { clientId: string; initial: ReportSettingsView }) {
  const [draft, setDraft] = useState(() => toDraft(initial));
  const [errors, setErrors] = useState<ReportSettingsErrors>({});
  const save = useSaveReportSettings(clientId, {
    onSuccess: (saved) => {
      setDraft(toDraft(saved));
      toast.success(MSG.activityReportSaved);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.activityReportSaveError)),
  });
  const change = <K extends keyof ReportSettingsDraft>(key: K, value: ReportSettingsDraft[K]) => {
    setDraft({ ...draft, [key]: value });
    setErrors({ ...errors, [key]: undefined });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(draft);
    if (read.errors) setErrors(read.errors);
    else save.mutate(read.settings);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Textarea
          label={MSG.activityReportRecipients}
          hint={MSG.activityReportRecipientsHint}
          rows={3}
          spellCheck={false}
          autoComplete="off"
          className="sm:col-span-3"
          value={draft.recipients}
          error={errors.recipients}
          onChange={(event) => change('recipients', event.target.value)}
        />
        <Select
          label={MSG.activityReportFrequency}
          value={draft.frequency}
          error={errors.frequency}
          onChange={(event) => change('frequency', event.target.value as ReportSettingsDraft['frequency'])}
        >
          {REPORT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {REPORT_FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </Select>
        <TimeInput
          label={MSG.activityReportTime}
          value={draft.time}
          error={errors.time}
          onChange={(time) => change('time', time)}
        />
        {draft.frequency === 'WEEKLY' && (
          <Select
            label={MSG.activityReportWeekday}
            value={draft.weekday}
            error={errors.weekday}
            onChange={(event) => change('weekday', event.target.value)}
          >
            {WEEKDAY_LABELS.map((label, index) => (
              <option key={label} value={String(index + 1)}>
                {capitalize(label)}
              </option>
            ))}
          </Select>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending}>
          {MSG.activityReportSave}
        </Button>
      </div>
    </form>
  );
}
