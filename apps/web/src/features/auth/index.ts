// What the app shell and the other features may use of sign-in and the session (docs/DECISIONS.md).
export { useLogout } from './api/logout.ts';
export { useSessionRefresh } from './api/me.ts';
export { useAuthStore, useSessionUser } from './stores/auth-store.ts';
export { readStoredSession } from './stores/stored-session.ts';
