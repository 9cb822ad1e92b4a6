import { createHash, randomBytes } from 'node:crypto';

/** A checkpoint's code: 128 random bits in base64url, what its tag carries. */
export const newCheckpointCode = (): string => randomBytes(16).toString('base64url');

/** What a guard's phone gets instead of the code: SHA-256 of it, lowercase hex (as crypto.subtle gives it). */
export const codeHash = (code: string): string => createHash('sha256').update(code, 'utf8').digest('hex');
