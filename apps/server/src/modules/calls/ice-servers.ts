import { createHmac } from 'node:crypto';
import { TURN_CREDENTIAL_TTL_S, type IceServer } from '@secops/domain/calls';
import type { Config } from '../../config.ts';

/**
 * TURN credentials by the TURN REST scheme (coturn's `use-auth-secret`): the username is `expiry:userId` with the
 * expiry in Unix seconds, the credential the base64 HMAC-SHA1 of that username with the shared secret. coturn
 * recomputes it and refuses it once the expiry has passed, so nothing long-lived reaches the browser.
 */
export function turnCredentials(secret: string, userId: string, nowMs = Date.now()) {
  const expiry = Math.floor(nowMs / 1000) + TURN_CREDENTIAL_TTL_S;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The ICE servers for one signed-in user: the configured STUN servers, and TURN with fresh credentials when set. */
export function iceServersFor(config: Config['calls'], userId: string, nowMs = Date.now()): IceServer[] {
  const servers: IceServer[] = config.stunUrls.length ? [{ urls: config.stunUrls }] : [];
  if (config.turn) {
    servers.push({ urls: config.turn.urls, ...turnCredentials(config.turn.secret, userId, nowMs) });
  }
  return servers;
}
