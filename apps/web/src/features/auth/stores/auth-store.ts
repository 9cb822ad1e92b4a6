import type { SessionUser } from '@secops/domain/auth';
import { SESSION_STORAGE_KEY } from '@secops/domain/constants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type SignedInSession = { user: SessionUser; accessToken: string; refreshToken: string };

export type SessionState = {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
};

type SessionActions = {
  login: (session: SignedInSession) => void;
  setTokens: (accessToken: string, refreshToken: string) => void;
  setUser: (user: SessionUser) => void;
  logout: () => void;
};

export type AuthStore = SessionState & SessionActions;

export const signedOut: SessionState = {
  user: null,
  accessToken: null,
  refreshToken: null,
  isAuthenticated: false,
};

/** The browser session, kept in localStorage under 'auth-storage'; signed in only with a user and both tokens. */
export const useAuthStore = create<AuthStore>()(
  persist(
    (set) => ({
      ...signedOut,
      login: ({ user, accessToken, refreshToken }) =>
        set({ user, accessToken, refreshToken, isAuthenticated: true }),
      setTokens: (accessToken, refreshToken) =>
        set((state) => ({ accessToken, refreshToken, isAuthenticated: state.user !== null })),
      // The same user as read again (the session refresh of every guarded area) changes nothing: no screen is drawn
      // again for it.
      setUser: (user) =>
        set((state) =>
          JSON.stringify(state.user) === JSON.stringify(user)
            ? state
            : { user, isAuthenticated: state.accessToken !== null && state.refreshToken !== null },
        ),
      logout: () => set(signedOut),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, accessToken, refreshToken, isAuthenticated }): SessionState => ({
        user,
        accessToken,
        refreshToken,
        isAuthenticated,
      }),
    },
  ),
);

/** The signed-in user, or null when nobody is signed in. */
export const useSessionUser = (): SessionUser | null =>
  useAuthStore((state) => (state.isAuthenticated ? state.user : null));
