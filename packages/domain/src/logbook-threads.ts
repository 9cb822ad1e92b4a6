/** A main courante entry as far as its corrections go: an entry may correct another ('Rectificatif'). */
export type Correctable = { id: string; correctsId: string | null };

/** An entry with the corrections written for it, in the order `byWriting` gives (oldest first). */
export type Thread<T extends Correctable> = { entry: T; corrections: T[] };

/**
 * Puts each correction under the entry it corrects (a correction of a correction under the first entry too); the
 * threads keep the list's order. A correction whose entry is not in the list (another page, another period or
 * filter) stays in the list on its own. Staff's main courante and the client portal read entries this way.
 */
export function threadCorrections<T extends Correctable>(
  entries: readonly T[],
  byWriting: (a: T, b: T) => number,
): Thread<T>[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const rootOf = (entry: T): T => {
    const seen = new Set<string>();
    let current = entry;
    while (current.correctsId && !seen.has(current.id)) {
      seen.add(current.id);
      const parent = byId.get(current.correctsId);
      if (!parent) break;
      current = parent;
    }
    return current;
  };
  const threads = new Map<string, Thread<T>>();
  for (const entry of entries) {
    const root = rootOf(entry);
    const thread = threads.get(root.id) ?? { entry: root, corrections: [] };
    if (root.id !== entry.id) thread.corrections.push(entry);
    threads.set(root.id, thread);
  }
  const ordered = entries.flatMap((entry) => {
    const thread = threads.get(entry.id);
    return thread ? [thread] : [];
  });
  for (const thread of ordered) thread.corrections.sort(byWriting);
  return ordered;
}
