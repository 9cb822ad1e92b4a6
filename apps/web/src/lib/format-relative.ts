import { formatDistanceStrict } from 'date-fns';
import { fr } from 'date-fns/locale';
import { toDate, type DateInput } from './format.ts';

/** il y a 3 minutes / dans 2 heures. Apart from format.ts: date-fns loads only with the screens that use it. */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  const distance = formatDistanceStrict(date, now, { locale: fr, roundingMethod: 'floor' });
  return date.getTime() <= now.getTime() ? `il y a ${distance}` : `dans ${distance}`;
}
