import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters that fit a URL and Traccar Client's device identifier field. */
export const DEVICE_TOKEN_BYTES = 32;

/** The SHA-256 of a token, hex: the only form the database keeps. */
export const hashDeviceToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token and its hash; the token itself is shown once and never stored. */
export function newDeviceToken(): { token: string; hash: string } {
  const token = randomBytes(DEVICE_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashDeviceToken(token) };
}
