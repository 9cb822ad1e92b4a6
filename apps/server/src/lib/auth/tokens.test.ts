import { describe, expect, it } from 'vitest';
import { hashToken, newOpaqueToken } from './tokens.ts';

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url, with a SHA-256 hash to store', () => {
    const { token, hash } = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hash);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newOpaqueToken().token));
    expect(tokens.size).toBe(100);
  });
});
