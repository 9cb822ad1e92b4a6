/** What a draft belongs to: one signed-in user, one mission, one kind of text (an incident report, a chat message). */
export type DraftScope = { userId: string; missionId: string; kind: 'incident' | 'chat' };

const PREFIX = 'secops.draft';

// The user id comes first so that one account's drafts can be found, and removed, by prefix.
const userPrefix = (userId: string) => `${PREFIX}:${encodeURIComponent(userId)}:`;

export const draftKey = ({ userId, missionId, kind }: DraftScope): string =>
  `${userPrefix(userId)}${kind}:${encodeURIComponent(missionId)}`;

/** The stored draft of this scope, or null when there is none or it cannot be read. */
export function readDraft(scope: DraftScope): unknown {
  try {
    const raw = localStorage.getItem(draftKey(scope));
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or refused storage only means the draft is not kept. */
export function writeDraft(scope: DraftScope, value: unknown): void {
  try {
    localStorage.setItem(draftKey(scope), JSON.stringify(value));
  } catch {
    // Nothing to do: the text is still on screen.
  }
}

export function removeDraft(scope: DraftScope): void {
  localStorage.removeItem(draftKey(scope));
}

/** Removes every draft of one account: signing out leaves nothing of theirs for the next person on the phone. */
export function removeUserDrafts(userId: string): void {
  const prefix = userPrefix(userId);
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
}
