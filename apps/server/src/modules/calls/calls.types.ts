import type { Namespace, Server, Socket } from 'socket.io';
import type { CallClientToServerEvents, CallerInfo, CallServerToClientEvents } from '@secops/domain/calls';
import type { AuthUser } from '../auth/auth.guard.ts';

/** Set by the handshake: the user from the access token, and how they are shown to the people they call. */
export type CallSocketData = { user: AuthUser; callerInfo: CallerInfo };

/** Between server processes (through the Redis adapter): someone connected or left somewhere. */
export type CallInterServerEvents = { 'presence-changed': () => void };

export type CallServer = Server<
  CallClientToServerEvents,
  CallServerToClientEvents,
  CallInterServerEvents,
  CallSocketData
>;
export type CallNamespace = Namespace<
  CallClientToServerEvents,
  CallServerToClientEvents,
  CallInterServerEvents,
  CallSocketData
>;
export type CallSocket = Socket<
  CallClientToServerEvents,
  CallServerToClientEvents,
  CallInterServerEvents,
  CallSocketData
>;

/** The room of every socket of one user, on every process. */
export const userRoom = (userId: string) => `user:${userId}`;
