import { AlertSettingsSchema, DEFAULT_ALERT_SETTINGS, type AlertSettings } from '@secops/domain/alerts';
import type { DbOrTx } from '../../db/client.ts';
import { readSetting, writeSetting } from '../settings/settings.repository.ts';

const KEY = 'alerts';

/** The thresholds of the alert rules: the saved ones, else the defaults. */
export async function alertSettings(db: DbOrTx): Promise<AlertSettings> {
  const saved = AlertSettingsSchema.safeParse(await readSetting(db, KEY));
  return saved.success ? saved.data : DEFAULT_ALERT_SETTINGS;
}

export async function saveAlertSettings(db: DbOrTx, settings: AlertSettings): Promise<AlertSettings> {
  await writeSetting(db, KEY, settings);
  return settings;
}
