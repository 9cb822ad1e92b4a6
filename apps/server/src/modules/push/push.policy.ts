import { createECDH } from 'node:crypto';
import type { Mentions } from '@secops/domain/chat';
import * as MSG from '@secops/domain/messages';
import { badRequest } from '../../lib/errors.ts';

/**
 * Whether a host is one of PUSH_ALLOWED_HOSTS: the same name, or for a `*.example.com` entry any name under
 * example.com (not example.com itself). Case and a final dot do not matter.
 */
export function isPushHostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (!name) return false;
  return allowed.some((entry) => {
    const pattern = entry.toLowerCase();
    return pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) : name === pattern;
  });
}

/**
 * The endpoint a subscription may name: https, no user name or password in it, on an allowed host. Answers it as
 * the URL parser writes it, which is what is stored and later posted to; anything else is a 400.
 */
export function assertPushEndpoint(endpoint: string, allowed: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(MSG.pushEndpointInvalid, 'PUSH_ENDPOINT_INVALID');
  }
  if (url.protocol !== 'https:' || url.username || url.password) {
    throw badRequest(MSG.pushEndpointInvalid, 'PUSH_ENDPOINT_INVALID');
  }
  if (!isPushHostAllowed(url.hostname, allowed)) {
    throw badRequest(MSG.pushEndpointNotAllowed, 'PUSH_HOST_NOT_ALLOWED');
  }
  return url.href;
}

/** The browser's key must be a point of the P-256 curve and the secret 16 bytes, or no message could be encrypted. */
export function assertPushKeys(keys: { p256dh: string; auth: string }): void {
  const auth = Buffer.from(keys.auth, 'base64url');
  let point = false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(keys.p256dh, 'base64url'));
    point = true;
  } catch {
    point = false;
  }
  if (!point || auth.length !== 16) throw badRequest(MSG.pushKeysInvalid, 'PUSH_KEYS_INVALID');
}

/**
 * Who a chat message's mentions reach by push: the members it names ('all' for "@Tout le monde": every member),
 * each once, never its sender.
 */
export function mentionRecipients(
  mentions: Mentions,
  members: readonly { userId: string }[],
  senderId: string,
): string[] {
  const named = mentions === 'all' ? members.map((m) => m.userId) : mentions;
  return [...new Set(named)].filter((userId) => userId !== senderId);
}
