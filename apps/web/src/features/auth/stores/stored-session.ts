import type { SessionUser } from '@secops/domain/auth';
import { SESSION_STORAGE_KEY } from '@secops/domain/constants';

/**
 * The session kept from the last visit, read from localStorage as the session store writes it: for the page's entry,
 * which starts requests before the store has loaded. Null when signed out or unreadable.
 */
export function readStoredSession(): { user: SessionUser; accessToken: string } | null {
  try {
    const { state } = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as {
      state?: { user?: SessionUser | null; accessToken?: string | null; isAuthenticated?: boolean };
    };
    if (!state?.isAuthenticated || !state.user || !state.accessToken) return null;
    return { user: state.user, accessToken: state.accessToken };
  } catch {
    return null;
  }
}
