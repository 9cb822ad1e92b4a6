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
export type Namespace = typeof GPS_NAMESPACE | typeof CHAT_NAMESPACE;

/** How long an event waits for the server's acknowledgement before it counts as lost. */
export const ACK_TIMEOUT_MS = 5000;

const sockets = new Map<Namespace, Socket>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const handshakeStatus = (error: Error): number | undefined =>
  (error as Error & { data?: { statusCode?: unknown } }).data?.statusCode === 401 ? 401 : undefined;

function open(namespace: Namespace): Socket {
  let usedToken: string | null = null;
  const socket = io(namespace, {
    // Read at every (re)connection, so a token the API client refreshed meanwhile is the one sent.
    auth: (send) => {
      usedToken = currentAccessToken();
      send({ token: usedToken ?? '' });
    },
    // WebSocket only: long polling would need sticky sessions when several server processes share the load.
    transports: ['websocket'],
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
  return socket;
}

function socketFor(namespace: Namespace): Socket {
  let socket = sockets.get(namespace);
  if (!socket) {
    socket = open(namespace);
    sockets.set(namespace, socket);
  }
  return socket;
}

/** The one /gps socket of the page, opened on first use with the signed-in user's access token. */
export const gpsSocket = (): GpsSocket => socketFor(GPS_NAMESPACE) as GpsSocket;

/** The one /chat socket of the page, opened on first use with the signed-in user's access token. */
export const chatSocket = (): ChatSocket => socketFor(CHAT_NAMESPACE) as ChatSocket;

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
