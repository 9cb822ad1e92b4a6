/**
 * When a field action (a tick, an incident, a chat message) made without network happened. The phone sends the time
 * it was made; the server keeps that time when it is at most a day old and at most five minutes ahead of the server's
 * clock, and the time it arrived otherwise. A declared time not kept is stored beside it, so the action is never lost
 * and the screens show the time the phone gave, flagged.
 */
export const DECLARED_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const DECLARED_MAX_AHEAD_MS = 5 * 60 * 1000;

export type DatedAction = {
  /** The time the action is recorded at: the declared one when kept, else the arrival. */
  at: Date;
  /** The declared time when it was not kept (too old, or ahead of the server's clock), else null. */
  declaredAt: Date | null;
};

/** Why a declared time was not kept: older than a day, or ahead of the server's clock. */
export type DeclaredTimeFlag = 'TOO_OLD' | 'AHEAD';

export function declaredTimeFlag(declared: Date, receivedAt: Date): DeclaredTimeFlag | null {
  const ahead = declared.getTime() - receivedAt.getTime();
  if (ahead > DECLARED_MAX_AHEAD_MS) return 'AHEAD';
  if (-ahead > DECLARED_MAX_AGE_MS) return 'TOO_OLD';
  return null;
}

/** The time to record an action at, given the time it declares (if any) and the time it arrived. */
export function datedAction(declared: Date | string | undefined | null, receivedAt: Date): DatedAction {
  if (declared === undefined || declared === null) return { at: receivedAt, declaredAt: null };
  const time = new Date(declared);
  if (Number.isNaN(time.getTime())) return { at: receivedAt, declaredAt: null };
  return declaredTimeFlag(time, receivedAt)
    ? { at: receivedAt, declaredAt: time }
    : { at: time, declaredAt: null };
}
