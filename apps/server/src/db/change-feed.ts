import type { PGlite } from '@electric-sql/pglite';
import type { DbOrTx } from './client.ts';

/**
 * Notifications sent by triggers (pg_notify), which keep in-memory caches exact without asking the database on each
 * read. The embedded database tells them while the statement or commit that caused them is answered, so before the
 * write returns. PostgreSQL tells them a little later, on a listening connection (pg-change-feed.ts): a write made by
 * this process returns once `sync()` has caught up, a write made by another process is known within the notification
 * delay, and while the listening connection is down nothing can be known, so caches ask the database.
 */
export type ChangeFeed = {
  /** Listens on a channel; resolves once listening (notifications before that are not told). */
  listen(channel: string, listener: (payload: string) => void): Promise<void>;
  /** Resolves once every notification of a write committed before the call has been told. */
  sync(): Promise<void>;
  /** False while notifications may be missed: a cache then asks the database on each read and keeps nothing. */
  readonly live: boolean;
  /** Moves each time notifications may have been missed: a cache forgets what it knew before. */
  readonly epoch: number;
};

const feeds = new WeakMap<object, ChangeFeed>();

/** Gives a feed to this drizzle database (see client.ts). */
export function attachChangeFeed(db: DbOrTx, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** The embedded database's feed: told before each write returns, never interrupted. */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  return {
    listen: async (channel, listener) => void (await client.listen(channel, listener)),
    sync: async () => undefined,
    live: true,
    epoch: 0,
  };
}

/** The feed of this database, if it has one. */
export function changeFeedOf(db: DbOrTx): ChangeFeed | undefined {
  return feeds.get(db);
}
