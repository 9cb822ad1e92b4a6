import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readDraft, removeDraft, writeDraft, type DraftScope } from './drafts.ts';

/** Typing keeps the draft this long after the last keystroke, rather than at every one. */
export const DRAFT_SAVE_DELAY_MS = 400;

export type Draft<T> = {
  /** The draft found when the component mounted, or null. */
  restored: T | null;
  /** Keeps the value a moment after the last call; null removes the draft (the text was emptied). */
  save: (value: T | null) => void;
  /** Keeps the value at once, in place of a save still waiting (a text about to be sent). */
  saveNow: (value: T) => void;
  /**
   * Removes the draft and a save still waiting (the text was sent, or abandoned). With `only`, removes the stored
   * draft when `only` holds for it and leaves a waiting save alone: a text sent while the next one is being written.
   */
  clear: (only?: (stored: T) => boolean) => void;
};

type Pending<T> = { scope: DraftScope; value: T | null };

function store<T>({ scope, value }: Pending<T>): void {
  if (value === null) removeDraft(scope);
  else writeDraft(scope, value);
}

/**
 * The draft of a text being written for a mission, kept on this phone for the signed-in user (none without one).
 * A save still waiting is written when the component goes away or the page is left (reload, tab closed).
 */
export function useDraft<T>(
  kind: DraftScope['kind'],
  userId: string | null,
  missionId: string,
  parse: (raw: unknown) => T | null,
): Draft<T> {
  const scope = useMemo(() => (userId ? { userId, missionId, kind } : null), [userId, missionId, kind]);
  const [restored] = useState(() => (scope ? parse(readDraft(scope)) : null));
  const pending = useRef<Pending<T> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) store(pending.current);
    pending.current = null;
  }, []);

  const save = useCallback(
    (value: T | null) => {
      if (!scope) return;
      pending.current = { scope, value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [scope, flush],
  );

  const saveNow = useCallback(
    (value: T) => {
      if (!scope) return;
      clearTimeout(timer.current);
      pending.current = null;
      writeDraft(scope, value);
    },
    [scope],
  );

  const clear = useCallback(
    (only?: (stored: T) => boolean) => {
      if (!scope) return;
      if (only) {
        const stored = parse(readDraft(scope));
        if (stored !== null && only(stored)) removeDraft(scope);
        return;
      }
      clearTimeout(timer.current);
      pending.current = null;
      removeDraft(scope);
    },
    [scope, parse],
  );

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { restored, save, saveNow, clear };
}
