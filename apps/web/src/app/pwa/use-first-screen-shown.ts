import { useQueryClient } from '@tanstack/react-query';
import { createElement, lazy, startTransition, useEffect, useState, type ComponentType } from 'react';
import { whenFirstScreenSettled } from './when-first-screen-settled.ts';

let shown = false;
let watching = false;
const listeners = new Set<() => void>();

function reveal(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/**
 * False until the page's first screen and its data are shown (the page loaded, no query fetching, the browser idle),
 * then true for the page's life. What a shell can load later (the calls' and the chat's sockets, the offline queue's
 * toast) waits for it, so that its code never competes with the first screen's on a phone. What loads then must
 * bear a failed download (the network may be gone by then): see `loadLater`.
 */
export function useFirstScreenShown(): boolean {
  const queryClient = useQueryClient();
  const [isShown, setShown] = useState(shown);
  useEffect(() => {
    // What comes then is drawn as a transition: React draws it in slices between the browser's own work, rather
    // than in one long task that would hold back a tap on the screen just shown.
    const show = () => startTransition(() => setShown(true));
    if (shown) return show();
    listeners.add(show);
    if (!watching) {
      watching = true;
      whenFirstScreenSettled(
        {
          isFetching: () => queryClient.isFetching(),
          subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
        },
        reveal,
      );
    }
    return () => void listeners.delete(show);
  }, [queryClient]);
  return isShown;
}

/**
 * A lazy component for what loads after the first screen: if its code cannot be downloaded (the network went away
 * meanwhile), nothing is shown rather than the shell's error screen, and it is asked for again when the network
 * returns.
 */
export function loadLater<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load()
      .then((component) => ({ default: component }))
      .catch(() => ({ default: whenOnlineAgain(load) })),
  );
}

/** Nothing until the network returns and `load` succeeds, then what it loaded. */
function whenOnlineAgain<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LoadedWhenOnline(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let gone = false;
      const tryAgain = () =>
        void load().then(
          (component) => {
            loaded = component;
            if (!gone) setComponent(() => component);
          },
          () => undefined,
        );
      window.addEventListener('online', tryAgain);
      // The network may have returned before this was drawn.
      if (navigator.onLine) tryAgain();
      return () => {
        gone = true;
        window.removeEventListener('online', tryAgain);
      };
    }, [Component]);
    return Component ? createElement(Component, props) : null;
  };
}
