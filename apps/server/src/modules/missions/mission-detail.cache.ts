import { eq, sql } from 'drizzle-orm';
import { changeFeedOf } from '../../db/change-feed.ts';
import type { DbOrTx } from '../../db/client.ts';
import { missionVersions } from '../../db/schema/index.ts';
import { findMissionDetail, type MissionDetailRow } from './missions.repository.ts';

/** How many missions the cache keeps (least recently read go first). */
export const MISSION_CACHE_SIZE = 1_000;

interface Entry {
  version: number;
  row: MissionDetailRow;
  /** The JSON answers already written and encoded, per viewer (staff, or one agent). */
  bodies: Map<string, Buffer>;
}

export interface CachedDetail {
  version: number;
  row: MissionDetailRow;
  /** The answer for this viewer, written and encoded once per version. */
  body(viewer: string, write: () => string): Buffer;
}

function prepareVersionQuery(db: DbOrTx) {
  return db
    .select({ version: missionVersions.version })
    .from(missionVersions)
    .where(eq(missionVersions.missionId, sql.placeholder('id')))
    .prepare('mission_version');
}

/**
 * The current version of a mission: asked of the database on each read (one primary-key lookup), or, while the
 * database's change feed is live (see change-feed.ts), known from the triggers' notifications, asked only the first
 * time.
 */
function createVersionSource(db: DbOrTx) {
  const versionQuery = prepareVersionQuery(db);
  const ask = async (id: string) => (await versionQuery.execute({ id }))[0]?.version;
  const feed = changeFeedOf(db);
  if (!feed) return ask;
  // Versions only grow; a deleted mission stays deleted (ids are never reused).
  const known = new Map<string, number>();
  let knownEpoch = feed.epoch;
  const learn = (id: string, version: number) => known.set(id, Math.max(known.get(id) ?? 0, version));
  const listening = feed.listen('mission_version', (payload) => {
    const [id = '', version] = payload.split(' ');
    learn(id, version === 'deleted' ? Infinity : Number(version));
  });
  return async (id: string): Promise<number | undefined> => {
    await listening;
    if (!feed.live) return ask(id);
    const epoch = feed.epoch;
    if (epoch !== knownEpoch) {
      known.clear();
      knownEpoch = epoch;
    }
    if (!known.has(id)) {
      const version = await ask(id);
      // Not kept when notifications may have been missed while the database answered.
      if (version === undefined || !feed.live || feed.epoch !== epoch) return version;
      learn(id, version);
    }
    const version = known.get(id)!;
    return version === Infinity ? undefined : version;
  };
}

/**
 * Mission details kept in memory, each with the version it was read at. Every read takes the current version (raised
 * by triggers in the transaction of any write that changes the detail), so an entry is used only while nothing
 * changed it, whichever process wrote.
 */
export function createMissionDetailCache(db: DbOrTx, size = MISSION_CACHE_SIZE) {
  const currentVersion = createVersionSource(db);
  const entries = new Map<string, Entry>();

  const remember = (id: string, entry: Entry) => {
    entries.delete(id);
    entries.set(id, entry);
    if (entries.size > size) entries.delete(entries.keys().next().value as string);
  };

  return {
    /** The mission's detail at its current version, or undefined when there is no such mission. */
    async read(id: string): Promise<CachedDetail | undefined> {
      const current = await currentVersion(id);
      if (current === undefined) return undefined;
      let entry = entries.get(id);
      if (entry?.version === current) remember(id, entry);
      else {
        // Read after the version: a write in between only makes this entry newer than its version (a miss next time).
        const row = await findMissionDetail(db, id);
        if (!row) return undefined;
        entry = { version: current, row, bodies: new Map() };
        remember(id, entry);
      }
      const { version, row, bodies } = entry;
      return {
        version,
        row,
        body(viewer, write) {
          let bytes = bodies.get(viewer);
          if (bytes === undefined) bodies.set(viewer, (bytes = Buffer.from(write())));
          return bytes;
        },
      };
    },
    get size() {
      return entries.size;
    },
  };
}
export type MissionDetailCache = ReturnType<typeof createMissionDetailCache>;

const caches = new WeakMap<DbOrTx, MissionDetailCache>();

/** The cache of this database (one per process and database). */
export function missionDetailCache(db: DbOrTx): MissionDetailCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = createMissionDetailCache(db)));
  return cache;
}
