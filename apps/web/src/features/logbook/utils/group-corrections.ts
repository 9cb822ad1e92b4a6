import type { LogbookEntry } from '@secops/domain/logbook';
import { threadCorrections, type Thread } from '@secops/domain/logbook-threads';

/** An entry as the list shows it, with the corrections written for it (oldest first). */
export type LogbookThread = Thread<LogbookEntry>;

/** The list's entries with their corrections under them, in the order they were written (then recorded). */
export const groupCorrections = (entries: readonly LogbookEntry[]): LogbookThread[] =>
  threadCorrections(
    entries,
    (a, b) => Date.parse(a.writtenAt) - Date.parse(b.writtenAt) || a.recordedAt.localeCompare(b.recordedAt),
  );
