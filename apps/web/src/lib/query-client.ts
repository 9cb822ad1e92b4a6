import {
  MutationCache,
  QueryClient,
  timeoutManager,
  type DefaultOptions,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { coalescedTimers } from './coalesced-timers.ts';

// Set before any query exists: the provider that set a timer is the one that clears it.
const queryTimers = coalescedTimers();

/** A refused request (4xx) fails the same way twice: only server or network failures are retried, once. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryConfig = {
  queries: {
    staleTime: 5 * 60 * 1000,
    retry: retryOnce,
    refetchOnWindowFocus: false,
  },
} satisfies DefaultOptions;

/**
 * A change refused with 409 means the page shows something out of date (a mission archived in another tab, a shift
 * already clocked in): every query on screen is read again, while the mutation's own toast says why.
 */
export function createQueryClient(): QueryClient {
  timeoutManager.setTimeoutProvider(queryTimers);
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: queryConfig,
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries();
      },
    }),
  });
  return queryClient;
}

/** What a mutation hook lets its caller add (callbacks), the fetcher being fixed by the hook. */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;
