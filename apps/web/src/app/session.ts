import { SESSION_STORAGE_KEY } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../features/auth/index.ts';
import { connectSession } from '../lib/api-client.ts';
import { removeUserDrafts } from '../lib/drafts.ts';
import { notify } from '../lib/notify.ts';

/** Gives the API client the stored session, and decides what happens when that session is lost. */
export function connectAuthSession(queryClient: QueryClient, goToLogin: () => void): void {
  connectSession({
    getAccessToken: () => useAuthStore.getState().accessToken,
    getRefreshToken: () => useAuthStore.getState().refreshToken,
    onRefreshed: (session) => useAuthStore.getState().login(session),
    onSessionLost: () => {
      // Said once, when a signed-in user is sent away; not again for the other requests that failed with it.
      if (useAuthStore.getState().isAuthenticated)
        notify((toast) => toast.info(MSG.sessionEnded, { id: 'session-ended' }));
      useAuthStore.getState().logout();
      queryClient.clear();
      goToLogin();
    },
  });
  // Sockets were opened with the previous user's token: signing out, or another user signing in, closes them.
  // The socket code loads with the first screen that uses it, so it is imported here only when needed.
  // Drafts of incident reports and chat messages go with the account that leaves, as its offline copies do.
  useAuthStore.subscribe((state, previous) => {
    const sameUser = state.isAuthenticated && state.user?.id === previous.user?.id;
    if (!previous.isAuthenticated || sameUser) return;
    void import('../lib/socket.ts').then((m) => m.closeSockets());
    if (previous.user) removeUserDrafts(previous.user.id);
  });
  // Refresh tokens rotate: a tab must pick up the pair another tab just received, or its next refresh
  // would replay a used token and end the session everywhere. Signing out in one tab also signs out the others.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void useAuthStore.persist.rehydrate();
  });
}
