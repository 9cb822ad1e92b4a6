import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { missionVersions } from '../../db/schema/index.ts';
import { findMissionDetail, type MissionDetailRow } from './missions.repository.ts';

/** How many missions the cache keeps (least recently read go first). */
export const MISSION_CACHE_SIZE = 1_000;

interface Entry {
  version: number;
  row: MissionDetailRow;
  /** The JSON answers already written, per viewer (staff, or one agent). */
  bodies: Map<string, string>;
}

export interface CachedDetail {
  version: number;
  row: MissionDetailRow;
  /** The answer for this viewer, written once per version. */
  body(viewer: string, write: () => string): string;
}

function prepareVersionQuery(db: DbOrTx) {
  return db
    .select({ version: missionVersions.version })
    .from(missionVersions)
    .where(eq(missionVersions.missionId, sql.placeholder('id')))
    .prepare('mission_version');
}

/**
 * Mission details kept in memory, each with the version it was read at. Every read asks the database for the
 * current version (one primary-key lookup, raised by triggers in the transaction of any write that changes the
 * detail), so an entry is used only while nothing changed it, whichever process wrote.
 */
export function createMissionDetailCache(db: DbOrTx, size = MISSION_CACHE_SIZE) {
  const versionQuery = prepareVersionQuery(db);
  const entries = new Map<string, Entry>();

  const remember = (id: string, entry: Entry) => {
    entries.delete(id);
    entries.set(id, entry);
    if (entries.size > size) entries.delete(entries.keys().next().value as string);
  };

  return {
    /** The mission's detail at its current version, or undefined when there is no such mission. */
    async read(id: string): Promise<CachedDetail | undefined> {
      const [current] = await versionQuery.execute({ id });
      if (!current) return undefined;
      let entry = entries.get(id);
      if (entry?.version === current.version) remember(id, entry);
      else {
        // Read after the version: a write in between only makes this entry newer than its version (a miss next time).
        const row = await findMissionDetail(db, id);
        if (!row) return undefined;
        entry = { version: current.version, row, bodies: new Map() };
        remember(id, entry);
      }
      const { version, row, bodies } = entry;
      return {
        version,
        row,
        body(viewer, write) {
          let text = bodies.get(viewer);
          if (text === undefined) bodies.set(viewer, (text = write()));
          return text;
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
