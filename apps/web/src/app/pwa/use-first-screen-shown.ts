import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { whenFirstScreenSettled } from './when-first-screen-settled.ts';

let shown = false;
let watching = false;
const listeners = new Set<() => void>();

function reveal(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * False until the page's first screen and its data are shown (the page loaded, no query fetching, the browser idle),
 * then true for the page's life. What a shell can load later (the calls' and the chat's sockets, the offline queue's
 * toast) waits for it, so that its code never competes with the first screen's on a phone. What loads then must
 * bear a failed download (the network may be gone by then): see `loadLater`.
 */
export function useFirstScreenShown(): boolean {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (shown || watching) return;
    watching = true;
    whenFirstScreenSettled(
      {
        isFetching: () => queryClient.isFetching(),
        subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
      },
      reveal,
    );
  }, [queryClient]);
  return useSyncExternalStore(subscribe, () => shown);
}

/**
 * A lazy component for what loads after the first screen: if its code cannot be downloaded (the network went away
 * meanwhile), nothing is shown rather than the shell's error screen; the next page load tries again.
 */
export function loadLater<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load()
      .then((component) => ({ default: component }))
      .catch(() => ({ default: (() => null) as ComponentType<P> })),
  );
}
