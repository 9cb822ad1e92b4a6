import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@secops/domain/roles';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';

export type NewUserRow = {
  email: string;
  passwordHash: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  clientId?: string | null;
};

export type CreatedUserRow = {
  id: string;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  isActive: boolean;
  createdAt: Date;
};

const createdColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

/** E-mails are unique whatever their case. */
export async function emailExists(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<CreatedUserRow> {
  const [row] = await db.insert(users).values(values).returning(createdColumns);
  return row!;
}

/** Locks the user's row for the rest of the transaction; undefined when there is no such user. */
export async function lockUser(tx: DbOrTx, id: string): Promise<{ id: string; role: Role } | undefined> {
  const [row] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/** False when the user does not exist. */
export async function updateUserProfile(
  db: DbOrTx,
  id: string,
  values: { email: string; firstName?: string | null; lastName?: string | null },
): Promise<boolean> {
  const rows = await db.update(users).set(values).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length === 1;
}

export async function setUserActive(db: DbOrTx, id: string, isActive: boolean): Promise<void> {
  await db.update(users).set({ isActive }).where(eq(users.id, id));
}

export async function deleteUserRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Revokes every refresh token of the user except those of one session (family), when one is named. */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: string,
  keepFamilyId: string | null,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}

/** Stores a new secret awaiting confirmation; false when 2FA is already on (its secret is never replaced). */
export async function setPendingTwoFactorSecret(db: DbOrTx, id: string, secret: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFASecret: secret, twoFALastStep: null })
    .where(and(eq(users.id, id), eq(users.twoFAEnabled, false)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function enableTwoFactor(db: DbOrTx, id: string): Promise<void> {
  await db.update(users).set({ twoFAEnabled: true }).where(eq(users.id, id));
}

/** Turning 2FA off erases its secret: turning it on again starts from a new one. */
export async function disableTwoFactor(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(users)
    .set({ twoFAEnabled: false, twoFASecret: null, twoFALastStep: null })
    .where(eq(users.id, id));
}
