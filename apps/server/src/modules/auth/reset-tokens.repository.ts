import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { resetTokens } from '../../db/schema/index.ts';

export type ResetTokenRow = typeof resetTokens.$inferSelect;

export async function insertResetToken(
  db: DbOrTx,
  token: { userId: string; tokenHash: string; purpose: 'reset' | 'invite'; expiresAt: Date },
): Promise<void> {
  await db.insert(resetTokens).values(token);
}

export async function findResetToken(db: DbOrTx, tokenHash: string): Promise<ResetTokenRow | undefined> {
  const [row] = await db.select().from(resetTokens).where(eq(resetTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token used if it is unused and unexpired; false when it was not (or another request won). */
export async function consumeResetToken(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(and(eq(resetTokens.id, id), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now)))
    .returning({ id: resetTokens.id });
  return rows.length === 1;
}

/** After a reset, the user's other pending links stop working too. */
export async function consumeUserResetTokens(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(and(eq(resetTokens.userId, userId), isNull(resetTokens.usedAt)));
}
