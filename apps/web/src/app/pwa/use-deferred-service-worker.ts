import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';

let started = false;

/**
 * Registers the service worker from a signed-in shell, once, after the page is shown: workbox-window and the update
 * prompt are a chunk of their own, not part of the first load. Production builds only (vite dev serves no /sw.js).
 */
export function useDeferredServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || started || !('serviceWorker' in navigator)) return;
    started = true;
    whenIdle(() => void import('./register-service-worker.ts').then((m) => m.registerServiceWorker()));
  }, []);
}
