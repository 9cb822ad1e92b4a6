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

  it('sends overlapping syncs one at a time on its connection, as the driver requires', async () => {
    let running = 0;
    let most = 0;
    class CountingClient extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super(config);
        const query = this.query.bind(this) as (...args: unknown[]) => Promise<unknown>;
        this.query = (async (...args: unknown[]) => {
          most = Math.max(most, (running += 1));
          try {
            return await query(...args);
          } finally {
            running -= 1;
          }
        }) as typeof this.query;
      }
    }
    const counted = createPgChangeFeed({ ...pg, Client: CountingClient }, url);
    try {
      await counted.listen('test_changes', () => undefined);
      most = 0;
      const syncs: Promise<void>[] = [];
      // Each sync in a turn of its own, so none shares another's.
      for (let i = 0; i < 20; i += 1) {
        syncs.push(counted.sync());
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(syncs);
      expect(counted.live).toBe(true);
      expect(most).toBe(1);
    } finally {
      await counted.close();
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
