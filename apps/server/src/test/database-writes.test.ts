import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema/index.ts';
import { createTestDatabase } from './test-app.ts';
import { watchWrites, type WriteWatch } from './database-writes.ts';
import type { Database } from '../db/client.ts';

describe('watching the tables a request writes', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let watch: WriteWatch;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    watch = await watchWrites(database.db);
  });
  afterAll(() => drop());

  it('names a table with a row inserted, changed or deleted', async () => {
    const [client] = await database.db.insert(clients).values({ name: 'Société A' }).returning();
    expect(await watch.changedTables()).toEqual(['clients']);
    await database.db.update(clients).set({ name: 'Société B' }).where(eq(clients.id, client!.id));
    expect(await watch.changedTables()).toEqual(['clients']);
    await database.db.delete(clients).where(eq(clients.id, client!.id));
    expect(await watch.changedTables()).toEqual(['clients']);
  });

  it('names nothing after reads, or after a write rolled back', async () => {
    await database.db.insert(clients).values({ name: 'Société C' });
    expect(await watch.changedTables()).toEqual(['clients']);
    await database.db.select().from(clients);
    expect(await watch.changedTables()).toEqual([]);
    await database.db
      .transaction(async (tx) => {
        await tx.insert(clients).values({ name: 'Société D' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await watch.changedTables()).toEqual([]);
  });
});
