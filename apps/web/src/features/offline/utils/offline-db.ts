import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { NewQueuedAction, QueuedAction, StoredCopy } from './offline-types.ts';

/** Positions kept at most while the network is away (the oldest go first); the server drops the too old ones. */
export const MAX_QUEUED_POSITIONS = 500;

const DB_NAME = 'secops-offline';
const DB_VERSION = 1;

interface OfflineSchema extends DBSchema {
  /** The last answer of each field screen's query, per user: `id` is `${userId} ${key}`. */
  copies: { key: string; value: StoredCopy; indexes: { userId: string } };
  /** Actions made without network, in the order they were made (`seq` grows). */
  queue: { key: number; value: QueuedAction; indexes: { userId: string } };
}

type OfflineDb = IDBPDatabase<OfflineSchema>;
let opening: Promise<OfflineDb> | null = null;

/** The phone's offline database, opened once per page. */
function offlineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('copies', { keyPath: 'id' }).createIndex('userId', 'userId');
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true }).createIndex('userId', 'userId');
    },
    // Another tab of a newer version wants to upgrade: let it, and open again on the next call.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** Closes the connection (tests, and a page about to be replaced); the next call opens it again. */
export async function closeOfflineDb(): Promise<void> {
  const db = await opening;
  opening = null;
  db?.close();
}

const copyId = (userId: string, key: string) => `${userId} ${key}`;

export async function saveCopy(userId: string, key: string, data: unknown, savedAt: string): Promise<void> {
  await (await offlineDb()).put('copies', { id: copyId(userId, key), userId, key, data, savedAt });
}

export async function readCopy(userId: string, key: string): Promise<StoredCopy | undefined> {
  return (await offlineDb()).get('copies', copyId(userId, key));
}

/** Removes the copies of one user (`keep: false`) or of everyone but them (`keep: true`). */
export async function deleteCopies(userId: string, keep: boolean): Promise<void> {
  const tx = (await offlineDb()).transaction('copies', 'readwrite');
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if ((cursor.value.userId === userId) !== keep) await cursor.delete();
  }
  await tx.done;
}

export async function listActions(userId: string): Promise<QueuedAction[]> {
  const actions = await (await offlineDb()).getAllFromIndex('queue', 'userId', userId);
  return actions.sort((a, b) => a.seq - b.seq);
}

export async function firstAction(userId: string): Promise<QueuedAction | undefined> {
  return (await listActions(userId))[0];
}

/**
 * Adds an action at the end of the user's queue. A tick replaces the ticks of the same task still waiting (the
 * last state wins); positions beyond `maxPositions` drop the oldest ones.
 */
export async function addAction(action: NewQueuedAction, maxPositions = MAX_QUEUED_POSITIONS): Promise<void> {
  const tx = (await offlineDb()).transaction('queue', 'readwrite');
  const mine = (await tx.store.index('userId').getAll(action.userId)).sort((a, b) => a.seq - b.seq);
  const replaced =
    action.kind === 'tick'
      ? mine.filter(
          (queued) =>
            queued.kind === 'tick' &&
            queued.body.checklistId === action.body.checklistId &&
            queued.body.agentId === action.body.agentId,
        )
      : [];
  const positions = mine.filter((queued) => queued.kind === 'position');
  const overflow = action.kind === 'position' ? positions.slice(0, positions.length + 1 - maxPositions) : [];
  for (const old of [...replaced, ...overflow]) await tx.store.delete(old.seq);
  // `seq` is given by the store (autoIncrement).
  await tx.store.add(action as QueuedAction);
  await tx.done;
}

export async function removeAction(seq: number): Promise<void> {
  await (await offlineDb()).delete('queue', seq);
}

/** Counts one more failed try of an action still waiting (kept for the retry delay after a restart). */
export async function countAttempt(seq: number): Promise<void> {
  const tx = (await offlineDb()).transaction('queue', 'readwrite');
  const action = await tx.store.get(seq);
  if (action) await tx.store.put({ ...action, attempts: action.attempts + 1 });
  await tx.done;
}
