/** Sharing is remembered in the browser (flag and mission) so that it resumes when the app is reopened. */
const STORAGE_KEY = 'gps-sharing';

type SavedSharing = { userId: string; missionId: string };

export function saveSharing(saved: SavedSharing): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ sharing: true, ...saved }));
  } catch {
    // Private browsing may refuse storage: sharing still works, it just will not resume by itself.
  }
}

export function clearSavedSharing(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was saved either.
  }
}

/** The mission whose sharing this user left on, or null (another user's flag does not count). */
export function savedSharingMission(userId: string): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as
      | (Partial<SavedSharing> & {
          sharing?: unknown;
        })
      | null;
    if (saved?.sharing !== true || saved.userId !== userId || typeof saved.missionId !== 'string')
      return null;
    return saved.missionId;
  } catch {
    return null;
  }
}
