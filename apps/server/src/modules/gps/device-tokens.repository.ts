import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agents, gpsDeviceTokens } from '../../db/schema/index.ts';

const visible = {
  id: gpsDeviceTokens.id,
  createdAt: gpsDeviceTokens.createdAt,
  lastUsedAt: gpsDeviceTokens.lastUsedAt,
};
export type DeviceTokenRow = { id: string; createdAt: Date; lastUsedAt: Date | null };

/** Locks the agent's row, so that two token creations of one agent count their active tokens one after the other. */
export async function lockAgent(tx: DbOrTx, agentId: string): Promise<boolean> {
  const [row] = await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId)).for('update');
  return row !== undefined;
}

export async function countActiveTokens(tx: DbOrTx, agentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(gpsDeviceTokens)
    .where(and(eq(gpsDeviceTokens.agentId, agentId), isNull(gpsDeviceTokens.revokedAt)));
  return row?.n ?? 0;
}

export async function insertDeviceToken(
  tx: DbOrTx,
  values: { agentId: string; createdBy: string; tokenHash: string },
): Promise<DeviceTokenRow> {
  const [row] = await tx.insert(gpsDeviceTokens).values(values).returning(visible);
  if (!row) throw new Error('device token insert returned no row');
  return row;
}

/** An agent's active tokens, oldest first. */
export function listActiveTokens(db: DbOrTx, agentId: string): Promise<DeviceTokenRow[]> {
  return db
    .select(visible)
    .from(gpsDeviceTokens)
    .where(and(eq(gpsDeviceTokens.agentId, agentId), isNull(gpsDeviceTokens.revokedAt)))
    .orderBy(asc(gpsDeviceTokens.createdAt), asc(gpsDeviceTokens.id));
}

export async function findTokenOwner(db: DbOrTx, id: string): Promise<{ agentId: string } | undefined> {
  const [row] = await db
    .select({ agentId: gpsDeviceTokens.agentId })
    .from(gpsDeviceTokens)
    .where(eq(gpsDeviceTokens.id, id));
  return row;
}

/** Revokes a token (once: a revoked token keeps its first revocation). */
export async function revokeToken(db: DbOrTx, id: string, revokedBy: string): Promise<void> {
  await db
    .update(gpsDeviceTokens)
    .set({ revokedAt: sql`now()`, revokedBy })
    .where(and(eq(gpsDeviceTokens.id, id), isNull(gpsDeviceTokens.revokedAt)));
}

/** The active token of this hash: its id and agent; undefined when unknown or revoked. */
export async function findActiveTokenByHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ tokenId: string; agentId: string } | undefined> {
  const [row] = await db
    .select({ tokenId: gpsDeviceTokens.id, agentId: gpsDeviceTokens.agentId })
    .from(gpsDeviceTokens)
    .where(and(eq(gpsDeviceTokens.tokenHash, tokenHash), isNull(gpsDeviceTokens.revokedAt)));
  return row;
}

export async function markTokenUsed(db: DbOrTx, tokenId: string, at: Date): Promise<void> {
  await db.update(gpsDeviceTokens).set({ lastUsedAt: at }).where(eq(gpsDeviceTokens.id, tokenId));
}

/** A heartbeat: the token's last contact (a use too) and the battery it told. */
export async function markTokenContact(
  db: DbOrTx,
  tokenId: string,
  contact: { at: Date; battery: number | null },
): Promise<void> {
  await db
    .update(gpsDeviceTokens)
    .set({ lastUsedAt: contact.at, lastContactAt: contact.at, lastBattery: contact.battery })
    .where(eq(gpsDeviceTokens.id, tokenId));
}
