import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server, Socket } from 'socket.io';
import type { AppDeps } from '../deps.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { checkSession, forgetUserSessions, sessionChecked, sessionFresh } from './session-check.ts';
import { errorBody } from './socket-handler.ts';
import type { SocketData } from './socket.types.ts';

/**
 * Which sessions of a user end: every one but `keepSessionId`, or only `sessionId` (a sign-out). Set at most one of
 * the two.
 */
export type SessionScope = { keepSessionId?: string; sessionId?: string };

/** Told once per revocation on every server process: end its sockets of `userId` in the scope. */
export type RevocationListener = (userId: string, scope: SessionScope) => void;

/**
 * Sessions ended by a password change or reset, a 2FA change, a deactivation, a deletion or a sign-out. The database
 * already refuses their tokens; this tells the socket servers of every process to drop their live connections.
 */
export type Revocations = {
  /** Call once the change is committed: every session of the user except `keepSessionId` ends. */
  userRevoked(userId: string, keepSessionId?: string): void;
  /** Call once a sign-out is committed: that one session of the user ends. */
  sessionEnded(userId: string, sessionId: string): void;
  /** Subscribes a socket server to this process's revocations and, with Redis, the others'; answers the unsubscribe. */
  onUserRevoked(listener: RevocationListener): () => void;
  /** How revocations reach the other processes, set by the realtime hub once it runs with Redis. */
  relayTo(send: RevocationListener | undefined): void;
  /** A revocation relayed from another process: told to this process's listeners only. */
  receive(userId: string, scope: SessionScope): void;
};

export function createRevocations(): Revocations {
  const listeners = new Set<RevocationListener>();
  let relay: RevocationListener | undefined;
  const receive = (userId: string, scope: SessionScope) => {
    forgetUserSessions(userId);
    listeners.forEach((listener) => listener(userId, scope));
  };
  const revoke = (userId: string, scope: SessionScope) => {
    receive(userId, scope);
    relay?.(userId, scope);
  };
  return {
    userRevoked: (userId, keepSessionId) => revoke(userId, keepSessionId ? { keepSessionId } : {}),
    sessionEnded: (userId, sessionId) => revoke(userId, { sessionId }),
    onUserRevoked(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    relayTo: (send) => void (relay = send),
    receive,
  };
}

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * For each socket once it connects: joins its user's and session's rooms, so that a revocation finds it, and
 * checks its session before its events (once per session per period, shared by its sockets: see session-check.ts).
 * An event of an ended session is answered with the 401 and the socket is disconnected; when the check cannot run
 * (database down), the event goes on: the session was live at the handshake and revocations are pushed.
 */
export function guardSession(
  deps: Pick<AppDeps, 'database'>,
  log: FastifyBaseLogger,
  socket: Socket & { data: Pick<SocketData, 'user'> },
): void {
  const { id: userId, sessionId } = socket.data.user;
  void socket.join([userRoom(userId), sessionRoom(sessionId)]);
  // The handshake has just read this session: live.
  sessionChecked({ userId, sessionId });
  socket.use((packet, next) => {
    if (sessionFresh(sessionId)) return next();
    checkSession(deps, { userId, sessionId }).then(
      () => next(),
      (error: unknown) => {
        if (isDatabaseUnavailable(error)) return next();
        const ack: unknown = packet.at(-1);
        const body = errorBody(error, log);
        if (typeof ack === 'function') ack({ ok: false, error: body });
        if (body.statusCode === 401) socket.disconnect(true);
      },
    );
  });
}

/** Disconnects this process's sockets of each revoked session in the namespaces; answers the unsubscribe. */
export function disconnectRevoked(revocations: Revocations, namespaces: Namespace[]): () => void {
  return revocations.onUserRevoked((userId, { keepSessionId, sessionId }) => {
    for (const namespace of namespaces) {
      const room = sessionId ? sessionRoom(sessionId) : userRoom(userId);
      const sockets = namespace.local.in(room);
      (keepSessionId ? sockets.except(sessionRoom(keepSessionId)) : sockets).disconnectSockets(true);
    }
  });
}

const RELAY_EVENT = 'session:revoked';

/** With Redis: each revocation also goes to the other server processes, through the adapter's server-side events. */
export function relayRevocations(revocations: Revocations, io: Server): () => void {
  const root = io.of('/');
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  root.on(RELAY_EVENT, (userId: unknown, keepSessionId: unknown, sessionId: unknown) => {
    if (typeof userId !== 'string') return;
    revocations.receive(userId, { keepSessionId: text(keepSessionId), sessionId: text(sessionId) });
  });
  revocations.relayTo((userId, { keepSessionId, sessionId }) =>
    root.serverSideEmit(RELAY_EVENT, userId, keepSessionId ?? null, sessionId ?? null),
  );
  return () => {
    revocations.relayTo(undefined);
    root.removeAllListeners(RELAY_EVENT);
  };
}
