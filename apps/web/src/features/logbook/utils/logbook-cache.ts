import type { LogbookEntry } from '@secops/domain/logbook';
import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../../lib/api-client.ts';
import type { LogbookFilters } from '../api/get-logbook.ts';

export type LogbookPages = InfiniteData<Page<LogbookEntry>, number>;

const time = (iso: string) => Date.parse(iso);

/** Whether a list with these filters holds the entry (the server's own filters: mission, author, type, period). */
export function entryMatches(entry: LogbookEntry, filters: LogbookFilters): boolean {
  const at = time(entry.occurredAt);
  return (
    (!filters.missionId || entry.missionId === filters.missionId) &&
    (!filters.authorId || entry.author?.userId === filters.authorId) &&
    (!filters.type || entry.type === filters.type) &&
    (!filters.from || at >= time(filters.from)) &&
    (!filters.to || at <= time(filters.to))
  );
}

/**
 * The pages with one more entry, in its place by the time it happened (newest first; the same time keeps the
 * newer entry first). An entry already there is left as it is; one older than everything loaded while more pages
 * remain comes with those pages instead.
 */
export function insertEntry(data: LogbookPages, entry: LogbookEntry): LogbookPages {
  if (data.pages.some((page) => page.items.some((item) => item.id === entry.id))) return data;
  const at = time(entry.occurredAt);
  const total = (data.pages[0]?.total ?? 0) + 1;
  const loaded = data.pages.reduce((count, page) => count + page.items.length, 0);
  const pageIndex = data.pages.findIndex((page) => page.items.some((item) => time(item.occurredAt) <= at));
  const last = data.pages.length - 1;
  const target = pageIndex >= 0 ? pageIndex : loaded >= total - 1 ? last : -1;
  const pages = data.pages.map((page, index) => {
    if (index !== target) return { ...page, total };
    const position = page.items.findIndex((item) => time(item.occurredAt) <= at);
    const items = [...page.items];
    items.splice(position < 0 ? items.length : position, 0, entry);
    return { items, total };
  });
  return { ...data, pages };
}
