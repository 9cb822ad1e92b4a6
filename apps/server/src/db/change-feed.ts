import type { PGlite } from '@electric-sql/pglite';
import type { DbOrTx } from './client.ts';

/**
 * Notifications sent by triggers (pg_notify), as the embedded database delivers them: while the statement or commit
 * that caused them is answered, so before the write returns to whoever made it. A cache fed by them is therefore
 * exact within the process, and the embedded database has no other process. PostgreSQL delivers them later, on
 * another connection, so caches there check the database on each read instead and get no feed.
 */
export type ChangeFeed = {
  /** Listens on a channel; resolves once listening (notifications before that are not told). */
  listen(channel: string, listener: (payload: string) => void): Promise<void>;
};

const feeds = new WeakMap<object, ChangeFeed>();

/** Gives the embedded database's feed to this drizzle database (see client.ts). */
export function attachChangeFeed(db: DbOrTx, client: PGlite): void {
  feeds.set(db, {
    listen: async (channel, listener) => void (await client.listen(channel, listener)),
  });
}

/** The feed of this database, when it delivers notifications before writes return (the embedded one). */
export function changeFeedOf(db: DbOrTx): ChangeFeed | undefined {
  return feeds.get(db);
}
