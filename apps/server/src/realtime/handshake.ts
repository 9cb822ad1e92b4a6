import type { FastifyBaseLogger } from 'fastify';
import type { ExtendedError, Socket } from 'socket.io';
import type { HandshakeErrorData } from '@secops/domain/realtime';
import type { AppDeps } from '../deps.ts';
import { unauthorized } from '../lib/errors.ts';
import { userFromAccessToken } from '../modules/auth/auth.guard.ts';
import { errorBody } from './socket-handler.ts';
import type { SocketData } from './socket.types.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The access token of a handshake: `auth.token` (with or without "Bearer "), else the Authorization header. */
export function handshakeToken(handshake: Socket['handshake']): string | undefined {
  const fromAuth: unknown = (handshake.auth as Record<string, unknown> | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth.trim() !== '') {
    return BEARER.exec(fromAuth.trim())?.[1] ?? fromAuth.trim();
  }
  return BEARER.exec(handshake.headers.authorization ?? '')?.[1];
}

/** A refused handshake: the client's connect_error carries the French message and the error body as `data`. */
function refusal(data: HandshakeErrorData): ExtendedError {
  return Object.assign(new Error(data.message), { data });
}

/**
 * Namespace middleware: a socket connects only with a valid access token of an existing, active user, checked the
 * way HTTP routes check it. socket.data.user is set from the token's user, never from anything the client sends.
 */
export function authenticateSocket(deps: Pick<AppDeps, 'jwt' | 'database'>, log: FastifyBaseLogger) {
  return (socket: Socket & { data: Partial<SocketData> }, next: (error?: ExtendedError) => void): void => {
    const token = handshakeToken(socket.handshake);
    if (!token) return next(refusal(errorBody(unauthorized(), log)));
    userFromAccessToken(deps, token).then(
      (user) => {
        socket.data.user = user;
        next();
      },
      (error: unknown) => next(refusal(errorBody(error, log))),
    );
  };
}
