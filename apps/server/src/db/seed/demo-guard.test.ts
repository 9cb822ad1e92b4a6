import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/auth/password.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { demoAccountsWithPublicPassword } from './demo-guard.ts';
import { DEMO_PASSWORD } from './people.data.ts';

describe('demo accounts in production', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('finds the active demo accounts that still have the public password, and only those', async () => {
    const demo = await hashPassword(DEMO_PASSWORD);
    const other = await hashPassword('Un-autre-mot-de-passe-2026');
    await database.db.insert(users).values([
      { email: 'admin@secops.demo', passwordHash: demo, role: 'SUPERADMIN' },
      { email: 'agent@secops.demo', passwordHash: other, role: 'AGENT' },
      { email: 'chef@secops.demo', passwordHash: demo, role: 'LEAD', isActive: false },
      { email: 'direction@exemple.fr', passwordHash: demo, role: 'ADMIN' },
    ]);
    expect(await demoAccountsWithPublicPassword(database.db)).toEqual(['admin@secops.demo']);
    await database.db.update(users).set({ passwordHash: other }).where(eq(users.email, 'admin@secops.demo'));
    expect(await demoAccountsWithPublicPassword(database.db)).toEqual([]);
  });
});
