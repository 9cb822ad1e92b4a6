import { io, type Socket } from 'socket.io-client';
import { CALLS_PATH } from '@secops/domain/calls';
import { whenConnected } from './realtime-fixtures.ts';

/**
 * A client of the call socket (websocket, no reconnection); rejects with the handshake's connect_error. `listen` is
 * called before the connection, for what the server sends right after it (the list of who is online).
 */
export function connectCall(
  url: string,
  auth: { token?: string; userId?: string },
  headers?: Record<string, string>,
  listen?: (socket: Socket) => void,
): Promise<Socket> {
  const socket = io(url, {
    path: CALLS_PATH,
    auth,
    extraHeaders: headers,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  listen?.(socket);
  return whenConnected(socket);
}

/** A call socket with its first list of who is online, as the server sends it on connecting. */
export async function connectCallListed(
  url: string,
  auth: { token: string; userId: string },
): Promise<{ socket: Socket; online: string[] }> {
  let first: Promise<string[]> = Promise.resolve([]);
  const socket = await connectCall(url, auth, undefined, (s) => {
    first = new Promise((resolve) => s.once('available-users', resolve));
  });
  return { socket, online: await first };
}

/** Waits until `event` arrives with a payload `accept` says yes to (a presence list settling, say). */
export function eventMatching<T>(socket: Socket, event: string, accept: (payload: T) => boolean, ms = 5000) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    const onEvent = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, onEvent);
      resolve(payload);
    };
    socket.on(event, onEvent);
  });
}

/** Resolves false when `event` does not arrive within `ms` (true if it does): for "only the target gets it". */
export function arrivesWithin(socket: Socket, event: string, ms = 300): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      resolve(false);
    }, ms);
    const onEvent = () => {
      clearTimeout(timer);
      resolve(true);
    };
    socket.once(event, onEvent);
  });
}
