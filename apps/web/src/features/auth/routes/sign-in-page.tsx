import { SESSION_STORAGE_KEY } from '@secops/domain/constants';
import type { ReactNode } from 'react';
import { whenIdle } from '../../../lib/when-idle.ts';
import { SignIn, type SignInNavigate } from '../components/sign-in.tsx';
import { useAuthStore } from '../stores/auth-store.ts';

/** What the page entry gives the sign-in page: the way to show a screen, and the application's code. */
export type SignInPageHost = {
  /** Shows `screen` in the page. */
  render: (screen: ReactNode) => void;
  /** `startApp` shows the application at the page's address, in place of the sign-in page. */
  loadApp: () => Promise<{ startApp: () => void }>;
};

/**
 * /login on a page load: the sign-in screen with React alone; the application's code loads once the page is idle.
 * The application takes over, in the same document, when the user signs in or follows a link, and when someone is
 * signed in already (here or, later, in another tab): its guard sends them to their area.
 */
export function startSignInPage({ render, loadApp }: SignInPageHost): void {
  let handedOver = false;
  // At `to` when given, replacing /login in the history with `replace`. Should the code fail to load, the browser
  // loads the page at that address instead.
  const openApp = (to?: string, { replace = false } = {}): void => {
    if (handedOver) return;
    handedOver = true;
    loadApp().then(
      ({ startApp }) => {
        if (to) window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
        startApp();
      },
      () => window.location[replace ? 'replace' : 'assign'](to ?? window.location.href),
    );
  };
  const navigate: SignInNavigate = (to, options) => openApp(to, options);

  if (useAuthStore.getState().isAuthenticated) return openApp();
  render(<SignIn navigate={navigate} />);
  whenIdle(() => void loadApp());
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY) return;
    void useAuthStore.persist.rehydrate()?.then(() => {
      if (useAuthStore.getState().isAuthenticated) openApp();
    });
  });
}
