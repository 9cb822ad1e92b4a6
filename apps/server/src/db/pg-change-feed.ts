import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ChangeFeed } from './change-feed.ts';

/** The channel of this process's own sync notifications. */
const SYNC_CHANNEL = 'cache_sync';
/** A sync not told back within this time means the listening connection is unwell: it is replaced. */
const SYNC_TIMEOUT_MS = 2_000;
const RECONNECT_DELAY_MS = 1_000;

type Listener = (payload: string) => void;

export type PgChangeFeed = ChangeFeed & { close(): Promise<void> };

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * PostgreSQL's notifications, on one connection of their own, opened at the first `listen`. A sync sends a
 * notification on that same connection and waits for it to come back: PostgreSQL tells a listener its notifications
 * in commit order, so every write committed before the sync has been told by then. When the connection drops, the
 * feed is not live (and its epoch moves) until a new connection listens again.
 */
export function createPgChangeFeed(driver: typeof pg, connectionString: string): PgChangeFeed {
  const listeners = new Map<string, Set<Listener>>();
  const syncs = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let live = false;
  let epoch = 0;
  let closed = false;
  // Every listening process hears every sync: the feed's own tokens start with its id.
  const id = randomUUID();
  let lastToken = 0;

  const settleSyncs = () => {
    for (const resolve of syncs.values()) resolve();
    syncs.clear();
  };

  const down = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    live = false;
    epoch += 1;
    settleSyncs();
    lost.removeAllListeners('notification');
    void lost.end().catch(() => undefined);
    if (!closed) reconnect = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const next = new driver.Client({ connectionString, application_name: 'secops-change-feed' });
      client = next;
      next.on('error', () => down(next));
      next.on('end', () => down(next));
      next.on('notification', ({ channel, payload = '' }) => {
        if (channel === SYNC_CHANNEL) {
          syncs.get(payload)?.();
          syncs.delete(payload);
        } else for (const listener of listeners.get(channel) ?? []) listener(payload);
      });
      try {
        await next.connect();
        for (const channel of [SYNC_CHANNEL, ...listeners.keys()])
          await next.query(`listen ${quoteIdent(channel)}`);
        if (client === next) live = true;
      } catch {
        down(next);
      } finally {
        connecting = undefined;
      }
    })());

  // The driver runs one query at a time on a connection (and will refuse a second one): overlapping syncs, or a
  // `listen` during one, wait their turn.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = (current: pg.Client, text: string, values?: string[]) => {
    const sent = queue.then(() => current.query(text, values));
    queue = sent.catch(() => undefined);
    return sent;
  };

  let nextSync: Promise<void> | undefined;
  const syncNow = async () => {
    const current = client;
    if (!live || !current) return;
    const token = `${id}:${++lastToken}`;
    const told = new Promise<void>((resolve) => syncs.set(token, resolve));
    const timer = setTimeout(() => down(current), SYNC_TIMEOUT_MS);
    await inTurn(current, 'select pg_notify($1, $2)', [SYNC_CHANNEL, token]).catch(() => down(current));
    await told;
    clearTimeout(timer);
  };

  return {
    async listen(channel, listener) {
      const known = listeners.get(channel);
      if (known) known.add(listener);
      else listeners.set(channel, new Set([listener]));
      if (!client) return connect();
      await connecting;
      if (!known && live) await inTurn(client, `listen ${quoteIdent(channel)}`).catch(() => undefined);
    },
    sync() {
      // Callers in one turn share a sync: each one's write was committed before the turn ended.
      return (nextSync ??= Promise.resolve().then(() => {
        nextSync = undefined;
        return syncNow();
      }));
    },
    get live() {
      return live;
    },
    get epoch() {
      return epoch;
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      const last = client;
      client = undefined;
      live = false;
      settleSyncs();
      await last?.end().catch(() => undefined);
    },
  };
}

type Query = (...args: unknown[]) => Promise<unknown>;

const statementOf = (args: unknown[]): string => {
  const [first] = args;
  return typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text ?? '');
};
/** Statements that may change rows; a few reads are counted too, which only costs a sync. */
const mayWrite = (statement: string) => !/^\s*(select|begin|rollback|set|show|listen)\b/i.test(statement);
const isCommit = (statement: string) => /^\s*(commit|end)\b/i.test(statement);

/**
 * A pool whose writes return once the feed has told them: a statement outside a transaction that may write, or the
 * commit of a transaction. So this process's caches have every write it made, as on the embedded database.
 */
export function feedSyncedPool(pool: pg.Pool, feed: ChangeFeed): pg.Pool {
  const synced =
    (query: Query, after: (statement: string) => boolean): Query =>
    async (...args) => {
      const result = await query(...args);
      if (feed.live && after(statementOf(args))) await feed.sync();
      return result;
    };
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') return synced(target.query.bind(target) as Query, mayWrite);
      if (property === 'connect')
        return async () => {
          const client = await target.connect();
          return new Proxy(client, {
            get(lent, key) {
              if (key === 'query') return synced(lent.query.bind(lent) as Query, isCommit);
              const value: unknown = Reflect.get(lent, key, lent);
              return typeof value === 'function' ? value.bind(lent) : value;
            },
          });
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
