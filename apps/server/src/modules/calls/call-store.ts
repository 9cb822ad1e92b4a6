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
  close(): Promise<void>;
};

/** The store of one process, without Redis. */
export function memoryCallStore(): CallStore {
  const calls = new Map<string, CallRecord>();
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
    close: async () => undefined,
  };
}
