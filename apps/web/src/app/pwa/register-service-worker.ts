import * as MSG from '@secops/domain/messages';
import { toast } from 'sonner';
import { Workbox } from 'workbox-window';
import { promptForUpdates } from './update-prompt.ts';

/** A phone may keep the app open for a whole shift: it looks for a new version this often, not only at start. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const UPDATE_TOAST_ID = 'app-update';

/** Registers the app's service worker (/sw.js, the whole origin) and prompts when a new version is waiting. */
export function registerServiceWorker(reload = () => window.location.reload()): void {
  const worker = new Workbox('/sw.js', { scope: '/' });
  promptForUpdates(worker, {
    notify: (accept) =>
      toast(MSG.appUpdateAvailable, {
        id: UPDATE_TOAST_ID,
        duration: Infinity,
        action: { label: MSG.appUpdateAction, onClick: accept },
      }),
    reload,
  });
  worker
    .register()
    .then(() => setInterval(() => void worker.update().catch(() => undefined), UPDATE_CHECK_MS))
    // Without a service worker (private browsing, an old browser) the app works as before, online only.
    .catch(() => undefined);
}
