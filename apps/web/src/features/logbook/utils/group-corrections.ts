import type { LogbookEntry } from '@secops/domain/logbook';

/** An entry as the list shows it, with the corrections written for it (oldest first). */
export type LogbookThread = { entry: LogbookEntry; corrections: LogbookEntry[] };

/**
 * Puts each correction under the entry it corrects (a correction of a correction under the first entry too), in
 * the order they were written; the threads keep the list's order. A correction whose entry is not in the list
 * (another page, another filter) stays in the list on its own.
 */
export function groupCorrections(entries: readonly LogbookEntry[]): LogbookThread[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const rootOf = (entry: LogbookEntry): LogbookEntry => {
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
  const threads = new Map<string, LogbookThread>();
  for (const entry of entries) {
    const root = rootOf(entry);
    if (root.id === entry.id)
      threads.set(entry.id, { entry, corrections: threads.get(entry.id)?.corrections ?? [] });
    else {
      const thread = threads.get(root.id) ?? { entry: root, corrections: [] };
      thread.corrections.push(entry);
      threads.set(root.id, thread);
    }
  }
  const ordered = entries.flatMap((entry) => {
    const thread = threads.get(entry.id);
    return thread ? [thread] : [];
  });
  for (const thread of ordered)
    thread.corrections.sort(
      (a, b) => Date.parse(a.writtenAt) - Date.parse(b.writtenAt) || a.recordedAt.localeCompare(b.recordedAt),
    );
  return ordered;
}
