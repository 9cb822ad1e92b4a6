/** The part of workbox-window's Workbox the update prompt uses (a fake one in tests). */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

export interface UpdatePromptEffects {
  /** Shows the prompt; `accept` is its action. */
  notify: (accept: () => void) => void;
  reload: () => void;
}

/**
 * Offers a new version once it is installed and waiting: on acceptance the waiting worker is told to take over and
 * the page reloads when it has, so the page never runs with the chunks of another build. In a second tab where the
 * new version already took over (accepted in the first one), accepting only reloads.
 */
export function promptForUpdates(worker: UpdatableWorker, effects: UpdatePromptEffects): void {
  let accepted = false;
  let replaced = false;
  worker.addEventListener('controlling', () => {
    replaced = true;
    if (accepted) effects.reload();
  });
  worker.addEventListener('waiting', () => {
    effects.notify(() => {
      accepted = true;
      if (replaced) effects.reload();
      else worker.messageSkipWaiting();
    });
  });
}
