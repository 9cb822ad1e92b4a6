import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 URL-safe characters. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 of a token, hex: the only form the database keeps. */
export const hashCalendarToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether a string can be a token at all (anything else is answered as an unknown token, without a query). */
export const isCalendarTokenShape = (value: string): boolean => TOKEN_SHAPE.test(value);

/** A new token and its hash; the token is answered once, inside the URL, and never stored. */
export function newCalendarToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashCalendarToken(token) };
}
