import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CALL_REASONS,
  CALL_RING_TIMEOUT_MS,
  type CallType,
  type MissedCall,
  type SessionDescription,
} from '@secops/domain/calls';
import * as MSG from '@secops/domain/messages';
import type { CallRecord, CallStore } from './call-store.ts';
import { userRoom, type CallServer, type CallSocket } from './calls.types.ts';
import type { Presence } from './presence.ts';

export type SignalingDeps = {
  io: CallServer;
  store: CallStore;
  presence: Presence;
  log: FastifyBaseLogger;
  /** Stores a missed call of the callee (who called, when, which type); undefined when the callee is no user. */
  recordMissed(call: Pick<CallRecord, 'callerId' | 'calleeId' | 'callType'>): Promise<MissedCall | undefined>;
  ringTimeoutMs?: number;
};

/** An error sent back to the socket that caused it; nothing was relayed. */
export class CallRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const peerOf = (call: CallRecord, userId: string) =>
  call.callerId === userId ? call.calleeId : call.callerId;

/**
 * The call signaling: relays offers, answers and ICE candidates between the two users of a call, and keeps the call's
 * state in the store so that a user is in one call at a time, an unanswered call ends after 45 s, and a participant who
 * leaves ends the call for the other. `from` is always the sender's authenticated id.
 */
export function createSignaling(deps: SignalingDeps) {
  const { io, store, presence, log } = deps;
  const ringTimers = new Map<string, NodeJS.Timeout>();
  // Set at shutdown: a missed call still being recorded then is not announced on a closing adapter.
  let closed = false;

  /** Where the peer of `userId` is reached: the socket in the call, or all their sockets while it rings. */
  const peerTarget = (call: CallRecord, userId: string) => {
    if (call.callerId === userId) return call.calleeSocket ?? userRoom(call.calleeId);
    return call.callerSocket;
  };

  /** The call `me` is in with `peerId`, if there is one (no relay between users who are not in a call together). */
  async function callWith(me: string, peerId: string): Promise<CallRecord | undefined> {
    const call = await store.callOf(me);
    return call && peerOf(call, me) === peerId ? call : undefined;
  }

  /** A call left over by a process that died mid-call: its participants' sockets are gone. */
  async function releaseIfStale(call: CallRecord | undefined): Promise<boolean> {
    if (!call) return true;
    const sockets = [call.callerSocket, call.calleeSocket].filter((id): id is string => Boolean(id));
    const alive = await Promise.all(sockets.map(async (id) => (await io.in(id).fetchSockets()).length > 0));
    if (alive.every(Boolean)) return false;
    await store.end(call.id);
    return true;
  }

  /**
   * Stores the missed call and tells the callee's sockets, if any (a busy callee sees it at once): once per caller and
   * callee a minute at most, and never for a callee who is no user.
   */
  async function missed(call: Pick<CallRecord, 'callerId' | 'calleeId' | 'callType'>): Promise<void> {
    if (!(await store.claimMissed(call.callerId, call.calleeId))) return;
    const entry = await deps.recordMissed(call);
    if (entry && !closed) io.to(userRoom(call.calleeId)).emit('missed-call', entry);
  }

  function stopRinging(callId: string) {
    clearTimeout(ringTimers.get(callId));
    ringTimers.delete(callId);
  }

  /**
   * Ends a call once and tells the other side (every socket of a callee still ringing). A call that ends while it
   * rings, other than by the callee's refusal, is a missed call of the callee.
   */
  async function finish(callId: string, endedBy: string, reason?: string): Promise<void> {
    stopRinging(callId);
    const call = await store.end(callId);
    if (!call) return;
    io.to(peerTarget(call, endedBy)).emit('call-ended', { from: endedBy, ...(reason ? { reason } : {}) });
    if (call.state === 'ringing') await missed(call);
  }

  async function callUser(socket: CallSocket, to: string, callType: CallType, offer: SessionDescription) {
    const { user, callerInfo } = socket.data;
    if (to === user.id) throw new CallRefusal('SELF', CALL_REASONS.self);
    const mine = await store.callOf(user.id);
    if (!(await releaseIfStale(mine))) throw new CallRefusal('ALREADY_IN_CALL', MSG.callAlreadyInCall);
    const attempt = { callerId: user.id, calleeId: to, callType };
    if (!(await presence.isOnline(to))) {
      // The missed call is stored before the caller is told: once told, the callee's list already holds it.
      try {
        await missed(attempt);
      } finally {
        socket.emit('call-rejected', { from: to, reason: CALL_REASONS.offline });
      }
      return;
    }
    // An offer without a description only tells an offline user they were called (the app does not ask for the
    // camera to call someone it sees offline); it never rings.
    if (!offer.sdp) throw new CallRefusal('VALIDATION', MSG.callBadPayload);
    const call: CallRecord = {
      id: randomUUID(),
      ...attempt,
      callerSocket: socket.id,
      state: 'ringing',
      startedAt: Date.now(),
    };
    let begun = await store.begin(call);
    if (!begun && (await releaseIfStale(await store.callOf(to)))) begun = await store.begin(call);
    if (!begun) {
      socket.emit('call-rejected', { from: to, reason: CALL_REASONS.busy });
      return missed(attempt);
    }
    io.to(userRoom(to)).emit('incoming-call', {
      from: user.id,
      offer,
      callType,
      callerInfo,
    });
    const timer = setTimeout(() => {
      ringTimers.delete(call.id);
      // Both sides are told; the caller's view says why.
      void store.callOf(to).then(async (current) => {
        if (current?.id !== call.id || current.state !== 'ringing') return;
        socket.emit('call-ended', { from: to, reason: CALL_REASONS.noAnswer });
        await finish(call.id, user.id, CALL_REASONS.noAnswer);
      });
    }, deps.ringTimeoutMs ?? CALL_RING_TIMEOUT_MS);
    timer.unref();
    ringTimers.set(call.id, timer);
  }

  async function answer(socket: CallSocket, to: string, sdp: unknown) {
    const me = socket.data.user.id;
    const call = await callWith(me, to);
    if (!call || call.calleeId !== me) throw new CallRefusal('NO_CALL', MSG.callNotFound);
    const answered = await store.answer(call.id, socket.id);
    if (!answered) throw new CallRefusal('NO_CALL', MSG.callNotFound);
    stopRinging(call.id);
    io.to(answered.callerSocket).emit('call-answered', { from: me, answer: sdp as never });
    // The callee's other tabs and phones stop ringing.
    io.to(userRoom(me)).except(socket.id).emit('call-ended', { from: to, reason: MSG.callAnsweredElsewhere });
  }

  async function reject(socket: CallSocket, to: string) {
    const me = socket.data.user.id;
    const call = await callWith(me, to);
    if (!call || call.calleeId !== me || call.state !== 'ringing') return;
    stopRinging(call.id);
    if (!(await store.end(call.id))) return;
    io.to(call.callerSocket).emit('call-rejected', { from: me });
    io.to(userRoom(me)).except(socket.id).emit('call-ended', { from: to });
  }

  async function hangUp(socket: CallSocket, to: string) {
    const me = socket.data.user.id;
    const call = await callWith(me, to);
    if (!call) return;
    // A callee who hangs up while it rings refuses the call.
    if (call.state === 'ringing' && call.calleeId === me) return reject(socket, to);
    await finish(call.id, me);
  }

  async function relayCandidate(socket: CallSocket, to: string, candidate: unknown) {
    const me = socket.data.user.id;
    const call = await callWith(me, to);
    if (!call) return;
    io.to(peerTarget(call, me)).emit('ice-candidate', { from: me, candidate: candidate as never });
  }

  /** A socket left: its call ends when it was the socket in the call, or when a ringing callee has no socket left. */
  async function disconnected(socket: CallSocket) {
    const me = socket.data.user.id;
    const call = await store.callOf(me);
    if (!call) return;
    const inCall = call.callerSocket === socket.id || call.calleeSocket === socket.id;
    const lastRinging = call.state === 'ringing' && call.calleeId === me && !(await presence.isOnline(me));
    if (inCall || lastRinging) await finish(call.id, me, CALL_REASONS.disconnected);
  }

  return {
    callUser,
    answer,
    reject,
    hangUp,
    relayCandidate,
    disconnected,
    close() {
      closed = true;
      ringTimers.forEach((timer) => clearTimeout(timer));
      ringTimers.clear();
      log.debug('call signaling closed');
    },
  };
}
export type Signaling = ReturnType<typeof createSignaling>;
