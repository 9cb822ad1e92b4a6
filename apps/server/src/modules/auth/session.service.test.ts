import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { createJwtService } from '../../lib/auth/jwt.ts';
import { hashToken } from '../../lib/auth/tokens.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { findAccountById } from './auth.repository.ts';
import { endSession, refreshSession, startSession } from './session.service.ts';

describe('refresh-token sessions', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let user: TestUser;
  const jwt = createJwtService(new TextEncoder().encode('session-test-secret-session-test-01'));

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    user = await createUser(database.db, { role: 'SUPERVISOR' });
  });
  afterAll(() => drop());

  const deps = () => ({ database, jwt });
  const open = async () => {
    const account = await findAccountById(database.db, user.id);
    if (!account) throw new Error('missing test user');
    return startSession(database.db, jwt, account);
  };
  const rowOf = async (token: string) => {
    const [row] = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    return row;
  };

  it('stores only the hash of a refresh token', async () => {
    const { refreshToken } = await open();
    const row = await rowOf(refreshToken);
    expect(row?.tokenHash).toBe(hashToken(refreshToken));
    const all = await database.db.select().from(refreshTokens);
    expect(JSON.stringify(all)).not.toContain(refreshToken);
  });

  it('marks the old token used and puts the new one in the same family', async () => {
    const { refreshToken } = await open();
    const next = await refreshSession(deps(), refreshToken);
    const [oldRow, newRow] = [await rowOf(refreshToken), await rowOf(next.refreshToken)];
    expect(oldRow?.usedAt).not.toBeNull();
    expect(newRow?.usedAt).toBeNull();
    expect(newRow?.familyId).toBe(oldRow?.familyId);
    expect(await jwt.verifyAccess(next.accessToken)).toEqual({
      userId: user.id,
      role: 'SUPERVISOR',
      sessionId: newRow?.familyId,
    });
  });

  it('revokes every token of the family when a used token is presented again', async () => {
    const { refreshToken } = await open();
    const second = await refreshSession(deps(), refreshToken);
    await expect(refreshSession(deps(), refreshToken)).rejects.toMatchObject({ statusCode: 401 });
    expect((await rowOf(second.refreshToken))?.revokedAt).not.toBeNull();
    await expect(refreshSession(deps(), second.refreshToken)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('leaves the other sessions of the same user alone when one family is revoked', async () => {
    const stolen = await open();
    const other = await open();
    await refreshSession(deps(), stolen.refreshToken);
    await expect(refreshSession(deps(), stolen.refreshToken)).rejects.toMatchObject({ statusCode: 401 });
    await expect(refreshSession(deps(), other.refreshToken)).resolves.toMatchObject({
      user: { id: user.id },
    });
  });

  it('lets only one of two simultaneous uses of a token win, and then kills the family', async () => {
    const { refreshToken } = await open();
    const results = await Promise.allSettled([
      refreshSession(deps(), refreshToken),
      refreshSession(deps(), refreshToken),
    ]);
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(won).toHaveLength(1);
    expect((await rowOf(won[0]?.refreshToken ?? ''))?.revokedAt).not.toBeNull();
  });

  it('refuses an expired token', async () => {
    const { refreshToken } = await open();
    await database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    await expect(refreshSession(deps(), refreshToken)).rejects.toMatchObject({ statusCode: 401 });
  });

  it("refuses a deactivated user's token and revokes its family", async () => {
    const gone = await createUser(database.db, { role: 'ADMIN' });
    const account = await findAccountById(database.db, gone.id);
    if (!account) throw new Error('missing test user');
    const { refreshToken } = await startSession(database.db, jwt, account);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    await expect(refreshSession(deps(), refreshToken)).rejects.toMatchObject({ statusCode: 401 });
    expect((await rowOf(refreshToken))?.revokedAt).not.toBeNull();
  });

  it("revokes on logout only the caller's own session", async () => {
    const mine = await open();
    const intruder = await createUser(database.db, { role: 'ADMIN' });
    await endSession(deps(), intruder.id, mine.refreshToken);
    expect((await rowOf(mine.refreshToken))?.revokedAt).toBeNull();
    await endSession(deps(), user.id, mine.refreshToken);
    expect((await rowOf(mine.refreshToken))?.revokedAt).not.toBeNull();
  });
});
