import type { CallType } from '@secops/domain/calls';

/** One call between two users, from the ring to the hang-up. Sockets are Socket.IO ids (valid across processes). */
export type CallRecord = {
  id: string;
  callerId: string;
  calleeId: string;
  callType: CallType;
  callerSocket: string;
  /** The callee's socket that answered; unset while it rings (on every socket of the callee). */
  calleeSocket?: string;
  state: 'ringing' | 'active';
  startedAt: number;
};

/** A caller is recorded as missed by the same callee at most once in this long (a redial storm is one missed call). */
export const MISSED_CALL_INTERVAL_MS = 60_000;

/**
 * Who is in which call. Every method is atomic, so that two processes (or two events) racing on the same users
 * settle on one outcome: a user is in at most one call; a call is answered once and ended once.
 */
export type CallStore = {
  callOf(userId: string): Promise<CallRecord | undefined>;
  /** Reserves both users for a ringing call; false when either is already in one. */
  begin(call: CallRecord): Promise<boolean>;
  /** ringing → active on the answering socket; undefined when the call is gone or already answered. */
  answer(callId: string, calleeSocket: string): Promise<CallRecord | undefined>;
  /** Frees both users; the removed call, or undefined when it had already ended (so it is ended once). */
  end(callId: string): Promise<CallRecord | undefined>;
  /** True at most once per caller and callee every MISSED_CALL_INTERVAL_MS: whether to record this missed call. */
  claimMissed(callerId: string, calleeId: string): Promise<boolean>;
  close(): Promise<void>;
};

/** The claims of one process: each pair's last claim, the expired ones swept when the map grows. */
function memoryMissedClaims() {
  const claimed = new Map<string, number>();
  return async (callerId: string, calleeId: string): Promise<boolean> => {
    const now = Date.now();
    const key = `${callerId}:${calleeId}`;
    const last = claimed.get(key);
    if (last !== undefined && now - last < MISSED_CALL_INTERVAL_MS) return false;
    if (claimed.size >= 10_000)
      for (const [pair, at] of claimed) if (now - at >= MISSED_CALL_INTERVAL_MS) claimed.delete(pair);
    claimed.set(key, now);
    return true;
  };
}

/** The store of one process, without Redis. */
export function memoryCallStore(): CallStore {
  const calls = new Map<string, CallRecord>();
  const claimMissed = memoryMissedClaims();
  const byUser = new Map<string, string>();
  return {
    callOf: async (userId) => {
      const id = byUser.get(userId);
      return id ? calls.get(id) : undefined;
    },
    begin: async (call) => {
      if (byUser.has(call.callerId) || byUser.has(call.calleeId)) return false;
      calls.set(call.id, call);
      byUser.set(call.callerId, call.id).set(call.calleeId, call.id);
      return true;
    },
    answer: async (callId, calleeSocket) => {
      const call = calls.get(callId);
      if (call?.state !== 'ringing') return undefined;
      const answered: CallRecord = { ...call, state: 'active', calleeSocket };
      calls.set(callId, answered);
      return answered;
    },
    end: async (callId) => {
      const call = calls.get(callId);
      if (!call) return undefined;
      calls.delete(callId);
      for (const userId of [call.callerId, call.calleeId]) {
        if (byUser.get(userId) === callId) byUser.delete(userId);
      }
      return call;
    },
    claimMissed,
    close: async () => undefined,
  };
}
