import * as MSG from '@secops/domain/messages';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatParis, formatTime, type DateInput } from '../../../lib/format.ts';

/** The Paris day a shift starts on, at the head of a line: "Jeudi 12 mars". */
export function shiftDay(startAt: DateInput): string {
  const day = formatParis(startAt, 'EEEE d MMMM');
  return day.charAt(0).toLocaleUpperCase('fr-FR') + day.slice(1);
}

/** "08:00 – 16:00"; a shift ending on another Paris day names that day: "18:00 – 13 mars 02:00". */
export function shiftHours(startAt: DateInput, endAt: DateInput): string {
  const sameDay = formatParis(startAt, 'yyyy-MM-dd') === formatParis(endAt, 'yyyy-MM-dd');
  return formatMessage(MSG.fieldShiftTime, {
    start: formatTime(startAt),
    end: sameDay ? formatTime(endAt) : formatParis(endAt, 'd MMM HH:mm'),
  });
}
