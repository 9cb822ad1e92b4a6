import {
  ReportSettingsSchema,
  type ReportFrequency,
  type ReportSettings,
  type ReportSettingsView,
} from '@secops/domain/client-reports';
import * as MSG from '@secops/domain/messages';
import { formatMessage } from '../../../lib/format-message.ts';

/** The form as typed: recipients one per line, the weekday kept while another frequency is chosen. */
export type ReportSettingsDraft = {
  recipients: string;
  frequency: ReportFrequency;
  time: string;
  weekday: string;
};
export type ReportSettingsErrors = Partial<Record<keyof ReportSettingsDraft, string>>;

export const toDraft = (settings: ReportSettingsView): ReportSettingsDraft => ({
  recipients: settings.recipients.join('\n'),
  frequency: settings.frequency,
  time: settings.time,
  weekday: String(settings.weekday ?? 1),
});

/**
 * Reads the draft with the schema the server uses. Blank lines are left out; an invalid address is named by its line
 * number, as the person sees it in the box. A weekday is sent for a weekly report only.
 */
export function readDraft(
  draft: ReportSettingsDraft,
): { settings: ReportSettings; errors?: undefined } | { settings?: undefined; errors: ReportSettingsErrors } {
  const lines = draft.recipients.split('\n').map((line, index) => ({ email: line.trim(), line: index + 1 }));
  const filled = lines.filter((line) => line.email !== '');
  const parsed = ReportSettingsSchema.safeParse({
    recipients: filled.map((line) => line.email),
    frequency: draft.frequency,
    time: draft.time.trim(),
    weekday: draft.frequency === 'WEEKLY' ? Number(draft.weekday) : null,
  });
  if (parsed.success) return { settings: parsed.data };
  const errors: ReportSettingsErrors = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (field === 'recipients' && typeof index === 'number') {
      errors.recipients ??= formatMessage(MSG.activityReportRecipientInvalid, {
        line: filled[index]?.line ?? 0,
      });
    } else if (field === 'recipients' || field === 'time' || field === 'weekday' || field === 'frequency') {
      errors[field] ??= issue.message;
    }
  }
  return { errors };
}
