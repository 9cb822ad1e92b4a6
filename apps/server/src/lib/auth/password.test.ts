import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores an argon2id hash, salted, never the password', async () => {
    const [a, b] = await Promise.all([hashPassword('Motdepasse-2024'), hashPassword('Motdepasse-2024')]);
    expect(a).toMatch(/^\$argon2id\$/);
    expect(a).not.toContain('Motdepasse-2024');
    expect(a).not.toBe(b);
  });

  it('accepts the right password and refuses any other', async () => {
    const hash = await hashPassword('Motdepasse-2024');
    expect(await verifyPassword(hash, 'Motdepasse-2024')).toBe(true);
    expect(await verifyPassword(hash, 'motdepasse-2024')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('answers false, not an error, for a damaged hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Motdepasse-2024')).toBe(false);
  });

  it('refuses every password when there is no account to check against', async () => {
    expect(await verifyAgainstNothing('not-a-real-password-0000')).toBe(false);
  });
});
