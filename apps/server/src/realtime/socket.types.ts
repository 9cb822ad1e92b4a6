import type { Namespace, Socket } from 'socket.io';
import type {
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  GpsClientToServerEvents,
  GpsServerToClientEvents,
} from '@secops/domain/realtime';
import type { AuthUser } from '../modules/auth/auth.guard.ts';

/** What the handshake puts on every socket: the user comes from the access token, never from a payload. */
export type SocketData = {
  user: AuthUser;
  /** The chat display name, loaded once when a /chat socket connects. */
  name?: string;
};

type NoServerEvents = Record<string, never>;

export type GpsSocket = Socket<GpsClientToServerEvents, GpsServerToClientEvents, NoServerEvents, SocketData>;
export type GpsNamespace = Namespace<
  GpsClientToServerEvents,
  GpsServerToClientEvents,
  NoServerEvents,
  SocketData
>;
export type ChatSocket = Socket<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  NoServerEvents,
  SocketData
>;
export type ChatNamespace = Namespace<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  NoServerEvents,
  SocketData
>;
