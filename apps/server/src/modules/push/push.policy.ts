import { createECDH } from 'node:crypto';
import type { Mentions } from '@secops/domain/chat';
import * as MSG from '@secops/domain/messages';
import { badRequest } from '../../lib/errors.ts';

/**
 * Whether a host (`name` or `name:port`, as URL#host writes it) is one of PUSH_ALLOWED_HOSTS: the same name, or for
 * a `*.example.com` entry any name under example.com (not example.com itself). Case and a final dot do not matter.
 * An entry without a port matches the default port (443) only; `name:port` matches that port only.
 */
export function isPushHostAllowed(host: string, allowed: readonly string[]): boolean {
  const [rawName = '', port = ''] = host.toLowerCase().split(':');
  const name = rawName.replace(/\.$/, '');
  if (!name) return false;
  return allowed.some((entry) => {
    const [pattern = '', entryPort = ''] = entry.toLowerCase().split(':');
    if (port !== entryPort) return false;
    return pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) : name === pattern;
  });
}

const HOST_CHARACTERS = /^[a-z0-9.-]+$/;

/**
 * The one reading of a push endpoint, made before it is stored and again before it is posted to: https, written
 * exactly as the URL parser writes it back (nothing a parser could read otherwise), no user name or password, a
 * host of letters, digits, dots and hyphens only, on an allowed host, port 443. Answers the parsed URL to post to,
 * or why it is refused.
 */
export function readPushEndpoint(
  endpoint: string,
  allowed: readonly string[],
): { url: URL } | { refused: 'PUSH_ENDPOINT_INVALID' | 'PUSH_HOST_NOT_ALLOWED' } {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url || url.href !== endpoint || url.protocol !== 'https:' || url.username || url.password) {
    return { refused: 'PUSH_ENDPOINT_INVALID' };
  }
  if (!HOST_CHARACTERS.test(url.hostname) || !isPushHostAllowed(url.host, allowed)) {
    return { refused: 'PUSH_HOST_NOT_ALLOWED' };
  }
  return { url };
}

/** The endpoint a subscription may name (see readPushEndpoint); anything else is a 400. */
export function assertPushEndpoint(endpoint: string, allowed: readonly string[]): string {
  const read = readPushEndpoint(endpoint, allowed);
  if ('url' in read) return read.url.href;
  const message =
    read.refused === 'PUSH_ENDPOINT_INVALID' ? MSG.pushEndpointInvalid : MSG.pushEndpointNotAllowed;
  throw badRequest(message, read.refused);
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
