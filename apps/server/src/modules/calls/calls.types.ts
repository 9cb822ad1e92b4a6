import type { Namespace, Server, Socket } from 'socket.io';
import type { CallClientToServerEvents, CallerInfo, CallServerToClientEvents } from '@secops/domain/calls';
import type { Role } from '@secops/domain/roles';
import type { AuthUser } from '../auth/auth.guard.ts';

/**
 * Set by the handshake: the user from the access token, how they are shown to the people they call, and (field users)
 * the users who share a mission with them, who may see them online.
 */
export type CallSocketData = { user: AuthUser; callerInfo: CallerInfo; contacts: string[] };

/** Between server processes (through the Redis adapter): who is connected on each. */
export type CallInterServerEvents = { 'presence-users': (answer: (users: [string, Role][]) => void) => void };

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
