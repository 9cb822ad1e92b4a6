import {
  DEFAULT_WORKING_TIME,
  WorkingTimeSettingsSchema,
  type WorkingTimeSettings,
} from '@secops/domain/working-time';
import type { DbOrTx } from '../../db/client.ts';
import { readSetting, writeSetting } from './settings.repository.ts';

const KEY = 'workingTime';

/** The working-time limits checked on planning writes: the saved ones, else the legal defaults. */
export async function workingTimeSettings(db: DbOrTx): Promise<WorkingTimeSettings> {
  const saved = WorkingTimeSettingsSchema.safeParse(await readSetting(db, KEY));
  return saved.success ? saved.data : DEFAULT_WORKING_TIME;
}

export async function saveWorkingTimeSettings(
  db: DbOrTx,
  settings: WorkingTimeSettings,
): Promise<WorkingTimeSettings> {
  await writeSetting(db, KEY, settings);
  return settings;
}
