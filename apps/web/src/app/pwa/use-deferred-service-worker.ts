import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenFirstScreenSettled } from './when-first-screen-settled.ts';

let started = false;

/**
 * Registers the service worker from a signed-in shell, once, after the first screen and its data are shown
 * (the page loaded, no query fetching, the browser idle): its precache then never competes with them on a slow
 * network. workbox-window and the update prompt are a chunk of their own, not part of the first load. Production
 * builds only (vite dev serves no /sw.js).
 */
export function useDeferredServiceWorker(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!import.meta.env.PROD || started || !('serviceWorker' in navigator)) return;
    started = true;
    whenFirstScreenSettled(
      {
        isFetching: () => queryClient.isFetching(),
        subscribe: (l) => queryClient.getQueryCache().subscribe(l),
      },
      () => void import('./register-service-worker.ts').then((m) => m.registerServiceWorker()),
    );
  }, [queryClient]);
}
