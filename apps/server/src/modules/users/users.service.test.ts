import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { CreateUserBodySchema } from '@secops/domain/users.schemas';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/auth/password.ts';
import { AppError } from '../../lib/errors.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createUser } from './users.service.ts';

describe('createUser', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  const input = (email: string) =>
    CreateUserBodySchema.parse({
      email,
      password: 'Motdepasse!1',
      role: 'SUPERADMIN',
      firstName: 'Claire',
      lastName: 'Vasseur',
    });

  it('creates the account with a lower-case e-mail and an argon2id hash of the password', async () => {
    const user = await createUser(database.db, input('Claire.Vasseur@Exemple.fr'));
    expect(user).toMatchObject({ email: 'claire.vasseur@exemple.fr', role: 'SUPERADMIN', isActive: true });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, 'Motdepasse!1')).toBe(true);
  });

  it('refuses an e-mail already taken, whatever its case, with a 409 and the French message', async () => {
    const error = await createUser(database.db, input('CLAIRE.VASSEUR@exemple.fr')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 409, message: MSG.emailTaken });
    expect(await database.db.$count(users)).toBe(1);
  });

  it('turns a lost race on the unique index into the same 409', async () => {
    const results = await Promise.allSettled([
      createUser(database.db, input('jumeau@exemple.fr')),
      createUser(database.db, input('Jumeau@exemple.fr')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected');
    expect(failure?.reason).toMatchObject({ statusCode: 409, message: MSG.emailTaken });
  });
});
