import { LOGBOOK_OCCURRED_MAX_AGE_MS } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { fromParisInput } from '../../../lib/paris-input.ts';

export type OccurredAtResult = { occurredAt?: string; error?: undefined } | { error: string };

/**
 * The time of the event the form sends. Left at the time the form showed first, none is sent: the entry happened
 * when it is written. Otherwise the Paris time typed, neither in the future nor more than 24 h before `now`.
 */
export function occurredAtFrom(input: string, shownFirst: string, now: Date): OccurredAtResult {
  if (input === '' || input === shownFirst) return {};
  const occurredAt = fromParisInput(input);
  if (!occurredAt) return { error: MSG.dateTimeTextInvalid };
  const at = Date.parse(occurredAt);
  if (at > now.getTime()) return { error: MSG.logbookOccurredInFuture };
  if (at < now.getTime() - LOGBOOK_OCCURRED_MAX_AGE_MS) return { error: MSG.logbookOccurredTooOld };
  return { occurredAt };
}
