import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { createPgChangeFeed, type PgChangeFeed } from './pg-change-feed.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)('PostgreSQL change feed', () => {
  let url: string;
  let drop: () => Promise<void>;
  let feed: PgChangeFeed;
  let writer: pg.Client;
  const told: string[] = [];

  beforeAll(async () => {
    const created = await createTestDatabase();
    url = created.databaseUrl!;
    drop = created.drop;
    feed = createPgChangeFeed(pg, url);
    await feed.listen('test_changes', (payload) => told.push(payload));
    writer = new pg.Client({ connectionString: url });
    await writer.connect();
  });
  afterAll(async () => {
    await writer.end();
    await feed.close();
    await drop();
  });

  const notifyFromElsewhere = (payload: string) =>
    writer.query(`select pg_notify('test_changes', $1)`, [payload]);

  it('has told every write committed on another connection by the time sync() resolves', async () => {
    expect(feed.live).toBe(true);
    for (let i = 0; i < 50; i += 1) {
      await notifyFromElsewhere(`write ${i}`);
      await feed.sync();
      expect(told.at(-1)).toBe(`write ${i}`);
    }
  });

  it('stops being live and moves its epoch when its connection is cut, then listens again', async () => {
    const epoch = feed.epoch;
    await writer.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'secops-change-feed' and datname = current_database()`,
    );
    await vi.waitFor(() => expect(feed.live).toBe(false), { timeout: 2_000, interval: 5 });
    expect(feed.epoch).toBe(epoch + 1);
    // Not live: nothing to wait for, callers ask the database instead.
    await feed.sync();
    await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 5_000, interval: 20 });
    await notifyFromElsewhere('after the cut');
    await feed.sync();
    expect(told.at(-1)).toBe('after the cut');
  });
});
