import type { MissedCall } from '@secops/domain/calls';
import * as MSG from '@secops/domain/messages';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDate, formatTime } from '../../../lib/format.ts';

/** 'Appel manqué de {nom} à {heure}', with the day in front of the hour when it was not today (Paris time). */
export function missedCallText(call: MissedCall, now: Date = new Date()): string {
  const sameDay = formatDate(call.at) === formatDate(now);
  const time = sameDay ? formatTime(call.at) : `${formatTime(call.at)} (${formatDate(call.at)})`;
  return formatMessage(MSG.callMissed, { name: call.caller.name, time });
}
