import { ALERT_TYPE_LABELS, AlertSettingsSchema, type AlertSettings } from '@secops/domain/alerts';
import * as MSG from '@secops/domain/messages';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAlertSettings, useSaveAlertSettings } from '../api/alert-settings.ts';

type Threshold = Exclude<keyof AlertSettings, 'incidentSeverity'>;

const THRESHOLDS: { key: Threshold; label: string }[] = [
  { key: 'noShowMinutes', label: ALERT_TYPE_LABELS.NO_SHOW },
  { key: 'lateClockInMinutes', label: ALERT_TYPE_LABELS.LATE_CLOCK_IN },
  { key: 'earlyEndMinutes', label: ALERT_TYPE_LABELS.EARLY_END },
  { key: 'positionLostMinutes', label: ALERT_TYPE_LABELS.POSITION_LOST },
  { key: 'outsidePerimeterMinutes', label: ALERT_TYPE_LABELS.OUTSIDE_PERIMETER },
];
const SEVERITIES = [1, 2, 3, 4, 5] as const;

/** The thresholds of the dispatch alerts, in minutes, and the incident severity raising one; ADMIN and up change them. */
export function AlertsCard({ canEdit }: { canEdit: boolean }) {
  const settings = useAlertSettings();
  return (
    <Card title={MSG.alertsSettingsTitle} description={MSG.alertsSettingsInvalid}>
      {settings.data ? <AlertsForm initial={settings.data} canEdit={canEdit} /> : <LoadingState />}
    </Card>
  );
}

/** Inputs keep what is typed (an empty box stays empty); the numbers are read and checked on saving. */
type Draft = Record<keyof AlertSettings, string>;
type Errors = Partial<Record<keyof AlertSettings, string>>;
const toDraft = (settings: AlertSettings): Draft =>
  Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, String(value)])) as Draft;
const fromDraft = (draft: Draft) =>
  Object.fromEntries(
    Object.entries(draft).map(([key, value]) => [key, value.trim() === '' ? undefined : Number(value)]),
  );

function AlertsForm({ initial, canEdit }: { initial: AlertSettings; canEdit: boolean }) {
  const [draft, setDraft] = useState(() => toDraft(initial));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveAlertSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AlertSettingsSchema.safeParse(fromDraft(draft));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof AlertSettings] ??= issue.message;
      setErrors(found);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        toast.success(MSG.alertsSettingsSaved);
      },
      onError: (error) => toast.error(errorMessage(error, MSG.networkError)),
    });
  };
  const change = (key: keyof AlertSettings, value: string) => {
    setDraft({ ...draft, [key]: value });
    setErrors({ ...errors, [key]: undefined });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {THRESHOLDS.map(({ key, label }) => (
          <Input
            key={key}
            label={label}
            type="number"
            inputMode="numeric"
            min={1}
            max={240}
            step={1}
            required
            value={draft[key]}
            disabled={!canEdit}
            error={errors[key]}
            onChange={(event) => change(key, event.target.value)}
          />
        ))}
        <Select
          label={ALERT_TYPE_LABELS.INCIDENT_HIGH}
          hint={MSG.alertsSettingsSeverityInvalid}
          value={draft.incidentSeverity}
          disabled={!canEdit}
          error={errors.incidentSeverity}
          onChange={(event) => change('incidentSeverity', event.target.value)}
        >
          {SEVERITIES.map((severity) => (
            <option key={severity} value={String(severity)}>
              {severity}/5
            </option>
          ))}
        </Select>
      </div>
      {canEdit ? (
        <div className="flex justify-end">
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
