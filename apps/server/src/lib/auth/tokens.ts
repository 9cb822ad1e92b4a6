import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of an opaque token: the only form in which refresh and reset tokens are stored. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A random opaque token (32 bytes, base64url) for the client, and the hash to store. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
