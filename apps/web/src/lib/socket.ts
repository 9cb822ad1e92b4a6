import {
  CALLS_PATH,
  type CallClientToServerEvents,
  type CallServerToClientEvents,
} from '@secops/domain/calls';
import type { Ack } from '@secops/domain/realtime';
import {
  CHAT_NAMESPACE,
  GPS_NAMESPACE,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
  type GpsClientToServerEvents,
  type GpsServerToClientEvents,
} from '@secops/domain/realtime';
import { io, type Socket } from 'socket.io-client';
import { currentAccessToken, renewAccessToken } from './api-client.ts';
import { ApiError } from './api-error.ts';

export type GpsSocket = Socket<GpsServerToClientEvents, GpsClientToServerEvents>;
export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;
export type CallSocket = Socket<CallServerToClientEvents, CallClientToServerEvents>;
/** A socket's key: its namespace on the default path, or the call socket's own path. */
export type Namespace = typeof GPS_NAMESPACE | typeof CHAT_NAMESPACE | typeof CALLS_PATH;

/** How long an event waits for the server's acknowledgement before it counts as lost. */
export const ACK_TIMEOUT_MS = 5000;

const sockets = new Map<Namespace, Socket>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const handshakeStatus = (error: Error): number | undefined =>
  (error as Error & { data?: { statusCode?: unknown } }).data?.statusCode === 401 ? 401 : undefined;

function open(namespace: Namespace, userId?: string): Socket {
  let usedToken: string | null = null;
  // The call socket lives on its own path (default namespace) and names its user in the handshake.
  const calls = namespace === CALLS_PATH;
  const socket = io(calls ? '/' : namespace, {
    path: calls ? CALLS_PATH : undefined,
    // Read at every (re)connection, so a token the API client refreshed meanwhile is the one sent.
    auth: (send) => {
      usedToken = currentAccessToken();
      send({ token: usedToken ?? '', ...(userId ? { userId } : {}) });
    },
    // WebSocket only: long polling would need sticky sessions when several server processes share the load.
    transports: ['websocket'],
    // Connected in a task of its own (below), not inside the code that first asked for it: opening a WebSocket is
    // a few milliseconds, and the page's later parts ask for two sockets in the same pass of effects.
    autoConnect: false,
  });
  socket.on('connect', notify);
  socket.on('disconnect', notify);
  socket.on('connect_error', (error) => {
    notify();
    // A refused handshake is not retried by socket.io: renew the session once, then connect again.
    if (socket.active || handshakeStatus(error) !== 401) return;
    void renewAccessToken(usedToken).then((token) => {
      if (token && token !== usedToken && sockets.get(namespace) === socket) socket.connect();
    });
  });
  setTimeout(() => {
    if (sockets.get(namespace) === socket && !socket.active) socket.connect();
  }, 0);
  return socket;
}

function socketFor(namespace: Namespace, userId?: string): Socket {
  let socket = sockets.get(namespace);
  if (!socket) {
    socket = open(namespace, userId);
    sockets.set(namespace, socket);
  }
  return socket;
}

/** The one /gps socket of the page, opened on first use with the signed-in user's access token. */
export const gpsSocket = (): GpsSocket => socketFor(GPS_NAMESPACE) as GpsSocket;

/** The one /chat socket of the page, opened on first use with the signed-in user's access token. */
export const chatSocket = (): ChatSocket => socketFor(CHAT_NAMESPACE) as ChatSocket;

/** The one call socket of the page (path /calls), opened on first use for the signed-in user. */
export const callSocket = (userId: string): CallSocket => socketFor(CALLS_PATH, userId) as CallSocket;

/** Whether the namespace's socket is connected right now (false before its first use). */
export const isSocketConnected = (namespace: Namespace): boolean =>
  sockets.get(namespace)?.connected ?? false;

/** Calls `listener` whenever a socket connects, disconnects or fails to connect; answers the unsubscribe. */
export function onSocketStateChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Signing out closes every socket: the next user opens new ones with their own token. */
export function closeSockets(): void {
  for (const socket of sockets.values()) {
    socket.removeAllListeners();
    socket.disconnect();
  }
  sockets.clear();
  notify();
}

/** The result of an acknowledged event, or the server's refusal as an ApiError (French message). */
export function unwrapAck<T extends object>(ack: Ack<T>): T {
  if (ack.ok) return ack;
  throw new ApiError(ack.error.statusCode, ack.error.code, ack.error.message, ack.error.issues ?? []);
}
