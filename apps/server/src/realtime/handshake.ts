import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ExtendedError, Socket } from 'socket.io';
import * as MSG from '@secops/domain/messages';
import type { HandshakeErrorData } from '@secops/domain/realtime';
import type { Config } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { INTERNAL_ROLES } from '@secops/domain/roles';
import { forbidden, unauthorized } from '../lib/errors.ts';
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
 * way HTTP routes check it, and of the company's own people (a CLIENT account is refused: 403). socket.data.user is
 * set from the token's user, never from anything the client sends.
 */
export function authenticateSocket(deps: Pick<AppDeps, 'jwt' | 'database'>, log: FastifyBaseLogger) {
  return (socket: Socket & { data: Partial<SocketData> }, next: (error?: ExtendedError) => void): void => {
    const token = handshakeToken(socket.handshake);
    if (!token) return next(refusal(errorBody(unauthorized(), log)));
    userFromAccessToken(deps, token).then(
      (user) => {
        if (!INTERNAL_ROLES.includes(user.role)) return next(refusal(errorBody(forbidden(), log)));
        socket.data.user = user;
        next();
      },
      (error: unknown) => next(refusal(errorBody(error, log))),
    );
  };
}

/**
 * Whether a socket request may come from its page's origin: pages of the app's own origin (PUBLIC_URL, or the Host
 * the request reached, over http or https) and of ALLOWED_ORIGINS may; clients that send no Origin (native apps,
 * scripts) may too. Usable as Socket.IO's `allowRequest` (then a refusal is a bare HTTP 403) or on its own.
 */
export function originAllowed(config: Pick<Config, 'publicUrl' | 'allowedOrigins'>) {
  const fixed = new Set([new URL(config.publicUrl).origin, ...config.allowedOrigins]);
  return (request: IncomingMessage, callback?: (error: string | null, success: boolean) => void): boolean => {
    const origin = request.headers.origin?.toLowerCase();
    const host = request.headers.host?.toLowerCase();
    const allowed =
      origin === undefined ||
      fixed.has(origin) ||
      (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`));
    callback?.(allowed ? null : MSG.originRefused, allowed);
    return allowed;
  };
}

/**
 * Namespace middleware refusing a page of a foreign origin (cross-site WebSocket hijacking): its connect_error
 * carries the French message and a 403 body, as other refused handshakes do.
 */
export function checkOrigin(config: Pick<Config, 'publicUrl' | 'allowedOrigins'>) {
  const allowed = originAllowed(config);
  return (socket: Socket, next: (error?: ExtendedError) => void): void =>
    allowed(socket.request)
      ? next()
      : next(refusal({ statusCode: 403, code: 'ORIGIN_REFUSED', message: MSG.originRefused }));
}
