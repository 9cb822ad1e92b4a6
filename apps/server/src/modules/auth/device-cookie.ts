import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TOKEN_TTL_SECONDS } from '../../lib/auth/jwt.ts';

/** Sent back with the sign-in requests only (the 2FA step, /api/auth/login/2fa, lies under this path). */
const COOKIE_PATH = '/api/auth/login';

/** One cookie per account, so that several accounts signed in from one browser each keep their own device token. */
const cookieName = (userId: string) => `device-${userId}`;

/** Where a sign-in comes from: its address, and the device token the browser holds for an account, if any. */
export type SignInOrigin = { ip: string; deviceTokenFor(userId: string): string | undefined };

/** A sign-in's answer, and the device token to keep in the browser when an account signed in. */
export type SignInResult<T> = { body: T; device?: { userId: string; token: string } };

/** Reads the origin of a sign-in request: the address, and the device cookies of the Cookie header. */
export function signInOrigin(request: FastifyRequest): SignInOrigin {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return { ip: request.ip, deviceTokenFor: (userId) => cookies.get(cookieName(userId)) };
}

/**
 * Keeps the device token in an httpOnly, SameSite=Strict cookie (Secure when the app is reached over HTTPS, as its
 * public URL or the request says), then answers the body.
 */
export function answerSignIn<T>(request: FastifyRequest, reply: FastifyReply, result: SignInResult<T>): T {
  if (result.device) {
    const https = request.protocol === 'https' || request.server.deps.config.publicUrl.startsWith('https:');
    const attributes = [
      `${cookieName(result.device.userId)}=${result.device.token}`,
      `Path=${COOKIE_PATH}`,
      `Max-Age=${DEVICE_TOKEN_TTL_SECONDS}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(https ? ['Secure'] : []),
    ];
    reply.header('set-cookie', attributes.join('; '));
  }
  return result.body;
}
