import { CALLS_PATH } from '@secops/domain/calls';
import { io, type Socket } from 'socket.io-client';
import type { Party } from './calls-app.ts';

/** A bench user's own call socket: WebSocket at once, no reconnection, so that every connection is counted once. */
export const openCallsSocket = (url: string, party: Party, timeoutMs: number): Socket =>
  io(url, {
    path: CALLS_PATH,
    auth: { token: party.token, userId: party.userId },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: timeoutMs,
  });
