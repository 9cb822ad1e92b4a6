import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clients, missions } from '../../db/schema/index.ts';

export type ClientRow = typeof clients.$inferSelect;
export type ClientWithCount = ClientRow & { missionCount: number };
export type ClientValues = Omit<typeof clients.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const missionCount = sql<number>`cast(count(${missions.id}) as int)`;

/** `q` is matched anywhere in the name, contact or e-mail, case-insensitively; % and _ are taken literally. */
function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(clients.name, pattern), ilike(clients.contact, pattern), ilike(clients.email, pattern));
}

export async function listClients(
  db: DbOrTx,
  filter: { q?: string; limit: number; offset: number },
): Promise<{ rows: ClientWithCount[]; total: number }> {
  const where = searchFilter(filter.q);
  const rows = await db
    .select({ client: clients, missionCount })
    .from(clients)
    .leftJoin(missions, eq(missions.clientId, clients.id))
    .where(where)
    .groupBy(clients.id)
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(clients).where(where);
  return { rows: rows.map((r) => ({ ...r.client, missionCount: r.missionCount })), total: total?.n ?? 0 };
}

export async function findClientById(db: DbOrTx, id: string): Promise<ClientWithCount | undefined> {
  const [row] = await db
    .select({ client: clients, missionCount })
    .from(clients)
    .leftJoin(missions, eq(missions.clientId, clients.id))
    .where(eq(clients.id, id))
    .groupBy(clients.id);
  return row ? { ...row.client, missionCount: row.missionCount } : undefined;
}

export async function insertClient(db: DbOrTx, values: ClientValues): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('client insert returned no row');
  return row;
}

export async function updateClient(
  db: DbOrTx,
  id: string,
  values: Partial<ClientValues>,
): Promise<ClientRow | undefined> {
  const [row] = await db.update(clients).set(values).where(eq(clients.id, id)).returning();
  return row;
}

/**
 * Locks the client row: a mission being created for this client waits for the lock, so the mission count read
 * right after stays true until the transaction ends.
 */
export async function lockClient(db: DbOrTx, id: string): Promise<{ id: string } | undefined> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).for('update');
  return row;
}

export async function countClientMissions(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(missions).where(eq(missions.clientId, id));
  return row?.n ?? 0;
}

export async function deleteClient(db: DbOrTx, id: string): Promise<void> {
  await db.delete(clients).where(eq(clients.id, id));
}
