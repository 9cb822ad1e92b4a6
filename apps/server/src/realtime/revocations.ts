import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server, Socket } from 'socket.io';
import type { AppDeps } from '../deps.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { checkSession, forgetUserSessions, sessionChecked, sessionFresh } from './session-check.ts';
import { errorBody } from './socket-handler.ts';
import type { SocketData } from './socket.types.ts';

/** Told once per revocation on every server process: end its sockets of `userId`, except those of `keepSessionId`. */
export type RevocationListener = (userId: string, keepSessionId?: string) => void;

/**
 * Sessions ended by a password change or reset, a 2FA change, a deactivation or a deletion. The database already
 * refuses their tokens; this tells the socket servers of every process to drop their live connections.
 */
export type Revocations = {
  /** Call once the change is committed: every session of the user except `keepSessionId` ends. */
  userRevoked(userId: string, keepSessionId?: string): void;
  /** Subscribes a socket server to this process's revocations and, with Redis, the others'; answers the unsubscribe. */
  onUserRevoked(listener: RevocationListener): () => void;
  /** How revocations reach the other processes, set by the realtime hub once it runs with Redis. */
  relayTo(send: RevocationListener | undefined): void;
  /** A revocation relayed from another process: told to this process's listeners only. */
  receive(userId: string, keepSessionId?: string): void;
};

export function createRevocations(): Revocations {
  const listeners = new Set<RevocationListener>();
  let relay: RevocationListener | undefined;
  const receive = (userId: string, keepSessionId?: string) => {
    forgetUserSessions(userId);
    listeners.forEach((listener) => listener(userId, keepSessionId));
  };
  return {
    userRevoked(userId, keepSessionId) {
      receive(userId, keepSessionId);
      relay?.(userId, keepSessionId);
    },
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

/** Disconnects this process's sockets of each revoked user in the namespaces; answers the unsubscribe. */
export function disconnectRevoked(revocations: Revocations, namespaces: Namespace[]): () => void {
  return revocations.onUserRevoked((userId, keepSessionId) => {
    for (const namespace of namespaces) {
      const sockets = namespace.local.in(userRoom(userId));
      (keepSessionId ? sockets.except(sessionRoom(keepSessionId)) : sockets).disconnectSockets(true);
    }
  });
}

const RELAY_EVENT = 'session:revoked';

/** With Redis: each revocation also goes to the other server processes, through the adapter's server-side events. */
export function relayRevocations(revocations: Revocations, io: Server): () => void {
  const root = io.of('/');
  root.on(RELAY_EVENT, (userId: unknown, keepSessionId: unknown) => {
    if (typeof userId !== 'string') return;
    revocations.receive(userId, typeof keepSessionId === 'string' ? keepSessionId : undefined);
  });
  revocations.relayTo((userId, keepSessionId) =>
    root.serverSideEmit(RELAY_EVENT, userId, keepSessionId ?? null),
  );
  return () => {
    revocations.relayTo(undefined);
    root.removeAllListeners(RELAY_EVENT);
  };
}
