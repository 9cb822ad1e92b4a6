import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Who is acting, for the audit triggers (migration 0006): inside `runAsActor`, every statement reaches the database
 * with `app.actor_id` set to that user, so the triggers record the change with its author in the write's own
 * transaction. Statements made outside (seed, background jobs, scripts) carry no actor and are not recorded.
 *
 * The setting is made by the database clients below, not by the services: a service writes as it always did.
 */
type Scope = { actorId: string; open: boolean };

const scopes = new AsyncLocalStorage<Scope>();

/** Runs `work` with `actorId` as the author of its writes. Timers it leaves behind write without an author. */
export async function runAsActor<T>(actorId: string, work: () => Promise<T> | T): Promise<T> {
  const scope: Scope = { actorId, open: true };
  try {
    return await scopes.run(scope, work);
  } finally {
    scope.open = false;
  }
}

const currentActor = (): string | undefined => {
  const scope = scopes.getStore();
  return scope?.open ? scope.actorId : undefined;
};

const SET_LOCAL = "select set_config('app.actor_id', $1, true)";
const SET_SESSION = "select set_config('app.actor_id', $1, false)";

/** Methods are bound to the real object: PGlite keeps its state in private fields a proxy cannot reach. */
function intercept<T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** PGlite runs one statement at a time: a statement with an author runs in a transaction that names it. */
export function actorAwarePglite(client: PGlite): PGlite {
  return intercept(client, {
    query: (...args: Parameters<PGlite['query']>) => {
      const actor = currentActor();
      if (!actor) return client.query(...args);
      return client.transaction(async (tx) => {
        await tx.query(SET_LOCAL, [actor]);
        return tx.query(...args);
      });
    },
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => {
      const actor = currentActor();
      if (!actor) return client.transaction(work);
      return client.transaction(async (tx) => {
        await tx.query(SET_LOCAL, [actor]);
        return work(tx);
      });
    },
  });
}

/** A pooled connection lent to an author carries the setting until it goes back to the pool, where it is cleared. */
export function actorAwarePool(pool: pg.Pool): pg.Pool {
  const lend = async (actor: string): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    try {
      await client.query(SET_SESSION, [actor]);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    return client;
  };
  const giveBack = (client: pg.PoolClient): void => {
    client.query(SET_SESSION, ['']).then(
      () => client.release(),
      (error: Error) => client.release(error),
    );
  };
  return intercept(pool, {
    query: async (...args: unknown[]) => {
      const actor = currentActor();
      if (!actor) return (pool.query as (...a: unknown[]) => unknown)(...args);
      const client = await lend(actor);
      try {
        return await (client.query as (...a: unknown[]) => unknown)(...args);
      } finally {
        giveBack(client);
      }
    },
    connect: async () => {
      const actor = currentActor();
      if (!actor) return pool.connect();
      const client = await lend(actor);
      return intercept(client, { release: () => giveBack(client) });
    },
  });
}
