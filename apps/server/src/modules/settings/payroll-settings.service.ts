import {
  DEFAULT_PAYROLL_RANGES,
  PayrollRangesSchema,
  type PayrollRanges,
} from '@secops/domain/attendance-hours';
import type { DbOrTx } from '../../db/client.ts';
import { readSetting, writeSetting } from './settings.repository.ts';

const KEY = 'payroll';

/** The night range of the hours split: the saved one, else 21:00–06:00. */
export async function payrollRanges(db: DbOrTx): Promise<PayrollRanges> {
  const saved = PayrollRangesSchema.safeParse(await readSetting(db, KEY));
  return saved.success ? saved.data : DEFAULT_PAYROLL_RANGES;
}

export async function savePayrollRanges(db: DbOrTx, ranges: PayrollRanges): Promise<PayrollRanges> {
  await writeSetting(db, KEY, ranges);
  return ranges;
}
