/**
 * A tag's page opened while signed out: its address is kept for the tab (sessionStorage) while the guard signs in,
 * and Mes Missions, where signing in lands, opens it again.
 */
const KEY = 'secops-tag-return';
/** Older than this, the tag was not what the guard signed in for. */
const KEEP_MS = 15 * 60 * 1000;
const TAG_PAGE = /^\/t\/[A-Za-z0-9_-]+$/;

export function rememberTagPath(path: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Storage refused (private browsing): the guard opens the tag again after signing in.
  }
}

/** The tag page to open again, once: forgotten as it is read, and when too old or not a tag's page. */
export function takeTagPath(now = Date.now()): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || now - at > KEEP_MS) return null;
    return TAG_PAGE.test(path) ? path : null;
  } catch {
    return null;
  }
}
