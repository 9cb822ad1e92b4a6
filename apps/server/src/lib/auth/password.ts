import argon2 from 'argon2';

/** Passwords are stored as argon2id hashes (OWASP parameters: 19 MiB, 2 passes). */
export const hashPassword = (plain: string): Promise<string> =>
  argon2.hash(plain, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export const verifyPassword = async (hash: string, plain: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account to check against, so that the answer time does not
 * reveal which e-mails exist. Always false.
 */
export const verifyAgainstNothing = async (plain: string): Promise<false> => {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  await verifyPassword(await dummyHash, plain);
  return false;
};
