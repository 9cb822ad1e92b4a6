import type { AppDeps } from '../deps.ts';
import { userOfSession } from '../modules/auth/auth.guard.ts';

/**
 * How long a session found live is trusted for the events of its sockets. Revocations are pushed (every socket of
 * the session is disconnected within a second, on every process); this check is the backstop for a revocation
 * whose push was missed, so it runs once per session per period, not once per socket or per event: 2,000 sockets
 * sending every second cost about 70 queries a second, not 2,000.
 */
export const SESSION_RECHECK_MS = 30_000;
const MAX_ENTRIES = 50_000;

type Entry = { at: number; userId: string; pending?: Promise<void> };
const checked = new Map<string, Entry>();

/**
 * Whether the session was found live within the period: its events then go on at once, without a promise each (an
 * agent's socket sends one a second, thousands of sockets per process).
 */
export function sessionFresh(sessionId: string, now = Date.now()): boolean {
  const entry = checked.get(sessionId);
  return entry !== undefined && entry.pending === undefined && now - entry.at < SESSION_RECHECK_MS;
}

/**
 * Resolves when the session is live (recently checked, or checked now: one query shared by every socket of the
 * session waiting for it), rejects with the check's error (401 for an ended session).
 */
export function checkSession(
  deps: Pick<AppDeps, 'database'>,
  session: { userId: string; sessionId: string },
  now = Date.now(),
): Promise<void> {
  if (sessionFresh(session.sessionId, now)) return Promise.resolve();
  const entry = checked.get(session.sessionId);
  if (entry?.pending) return entry.pending;
  if (checked.size >= MAX_ENTRIES) checked.clear();
  const pending = userOfSession(deps, session).then(
    () => void checked.set(session.sessionId, { at: Date.now(), userId: session.userId }),
    (error: unknown) => {
      checked.delete(session.sessionId);
      throw error;
    },
  );
  checked.set(session.sessionId, { at: entry?.at ?? 0, userId: session.userId, pending });
  return pending;
}

/** Records a session just found live (the handshake checks it), so that its sockets' first events ask nothing more. */
export function sessionChecked(session: { userId: string; sessionId: string }, now = Date.now()): void {
  if (checked.size >= MAX_ENTRIES) checked.clear();
  if (!checked.get(session.sessionId)?.pending)
    checked.set(session.sessionId, { at: now, userId: session.userId });
}

/** Forgets the checks of a user's sessions: after a revocation, their next events are checked again. */
export function forgetUserSessions(userId: string): void {
  for (const [sessionId, entry] of checked) if (entry.userId === userId) checked.delete(sessionId);
}
