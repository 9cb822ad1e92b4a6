import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agents, auditLog, users } from '../../db/schema/index.ts';

const accountColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  twoFAEnabled: users.twoFAEnabled,
  twoFASecret: users.twoFASecret,
  twoFALastStep: users.twoFALastStep,
  createdAt: users.createdAt,
  agentId: agents.id,
  agentPhoto: agents.photo,
};

/** A user with its secrets and its agent's id and photo: for the auth services only, never sent as is. */
export type AccountRow = {
  id: string;
  email: string;
  passwordHash: string;
  role: (typeof users.$inferSelect)['role'];
  firstName: string | null;
  lastName: string | null;
  isActive: boolean;
  twoFAEnabled: boolean;
  twoFASecret: string | null;
  twoFALastStep: string | null;
  createdAt: Date;
  agentId: string | null;
  agentPhoto: string | null;
};

const selectAccounts = (db: DbOrTx) =>
  db.select(accountColumns).from(users).leftJoin(agents, eq(agents.userId, users.id));

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountRow | undefined> {
  const [row] = await selectAccounts(db).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findAccountById(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
  const [row] = await selectAccounts(db).where(eq(users.id, id));
  return row;
}

export async function listAccounts(db: DbOrTx): Promise<AccountRow[]> {
  return selectAccounts(db).orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
}

/** Records a TOTP time step as used; false when it is not newer than the last one (a replayed code). */
export async function acceptTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFALastStep: String(step) })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.twoFALastStep), lt(sql`${users.twoFALastStep}::bigint`, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export type AuditEntry = {
  userId: string | null;
  action: string;
  entity: string;
  entityId?: string;
  details?: Record<string, unknown>;
};

export async function insertAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}
