import type { LogbookEntry } from '@secops/domain/logbook';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { api, type Page } from '../../../lib/api-client.ts';
import { entryMatches, insertEntry, type LogbookPages } from '../utils/logbook-cache.ts';

export const LOGBOOK_PAGE_SIZE = 20;

/** One mission's main courante (staff, and the agents on it), or every mission's (staff). */
export type LogbookScope = 'mission' | 'all';

/** The filters of a list; an absent or empty value is no filter. `from`/`to` are instants (ISO). */
export type LogbookFilters = {
  missionId?: string;
  authorId?: string;
  type?: string;
  from?: string;
  to?: string;
};

/** A page of entries, newest occurrence first, with the number matching the filters (`x-total-count`). */
export function getLogbookPage(
  scope: LogbookScope,
  filters: LogbookFilters,
  offset: number,
): Promise<Page<LogbookEntry>> {
  const { missionId, ...rest } = filters;
  const page = { limit: LOGBOOK_PAGE_SIZE, offset };
  if (scope === 'mission') {
    const { type, from, to } = rest;
    return api.page<LogbookEntry>(`/missions/${encodeURIComponent(missionId ?? '')}/logbook`, {
      query: { type, from, to, ...page },
    });
  }
  return api.page<LogbookEntry>('/logbook', { query: { missionId, ...rest, ...page } });
}

/** The entries already loaded across pages. */
export const loadedCount = (pages: readonly Page<LogbookEntry>[]): number =>
  pages.reduce((count, page) => count + page.items.length, 0);

/** Under ['logbook', scope, filters]: the live updates find every list shown and the filters it follows. */
export const logbookQueryOptions = (scope: LogbookScope, filters: LogbookFilters) =>
  infiniteQueryOptions({
    queryKey: ['logbook', scope, filters] as const,
    queryFn: ({ pageParam }) => getLogbookPage(scope, filters, pageParam),
    initialPageParam: 0,
    // Entries that arrived live were added to the pages, and count in the next page's offset as on the server.
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      return loaded < last.total ? loaded : undefined;
    },
  });

/** The previous filter's entries stay on screen while the new ones load. */
export const useLogbook = (scope: LogbookScope, filters: LogbookFilters) =>
  useInfiniteQuery({ ...logbookQueryOptions(scope, filters), placeholderData: keepPreviousData });

type LogbookKey = ReturnType<typeof logbookQueryOptions>['queryKey'];

/** A new entry (written here, sent from the queue, or told by the socket) joins every list shown that holds it. */
export function addEntryToLists(queryClient: QueryClient, entry: LogbookEntry): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['logbook'] })) {
    const [, , filters] = query.queryKey as LogbookKey;
    if (!filters || !entryMatches(entry, filters)) continue;
    queryClient.setQueryData<LogbookPages>(query.queryKey, (data) =>
      data ? insertEntry(data, entry) : data,
    );
  }
}

/** After a reconnection the entries told meanwhile were missed: the lists are read again. */
export const refreshLogbooks = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: ['logbook'] });
