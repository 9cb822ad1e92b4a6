import * as MSG from '@secops/domain/messages';
import type { TourSchedule } from '@secops/domain/rounds';
import { formatMessage } from '../../../lib/format-message.ts';

/** A tour's schedule in a few words: its fixed times as given ('22:00, 00:00, 02:00'), or its frequency. */
export function scheduleSummary(schedule: TourSchedule): string {
  if (schedule.times) return schedule.times.join(', ');
  if (schedule.everyMinutes === null || schedule.from === null || schedule.to === null) return '';
  return formatMessage(MSG.staffScheduleEvery, {
    every: schedule.everyMinutes,
    from: schedule.from,
    to: schedule.to,
  });
}

/** '1 point de contrôle', '3 points de contrôle'. */
export const checkpointCount = (n: number): string =>
  n === 1 ? MSG.staffTourCheckpointCountOne : formatMessage(MSG.staffTourCheckpointCount, { n });
