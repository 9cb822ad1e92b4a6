// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft, type DraftScope } from './drafts.ts';
import { DRAFT_SAVE_DELAY_MS, useDraft } from './use-draft.ts';

const scope: DraftScope = { userId: 'u-lucas', missionId: 'm-1', kind: 'chat' };
const asText = (raw: unknown) => (typeof raw === 'string' ? raw : null);
const mount = (userId: string | null = 'u-lucas') =>
  renderHook(() => useDraft('chat', userId, 'm-1', asText));

describe('useDraft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('gives back the draft kept for this user and mission', () => {
    writeDraft(scope, 'Bonjour');
    expect(mount().result.current.restored).toBe('Bonjour');
    expect(mount('u-sophie').result.current.restored).toBeNull();
  });

  it('keeps what is typed a moment after the last keystroke', () => {
    const { result } = mount();
    act(() => result.current.save('Bon'));
    act(() => result.current.save('Bonjour'));
    expect(readDraft(scope)).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(readDraft(scope)).toBe('Bonjour');
    act(() => result.current.save(null));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(readDraft(scope)).toBeNull();
  });

  it('writes a save still waiting when the component goes away or the page is left', () => {
    const { result, unmount } = mount();
    act(() => result.current.save('Tapé juste avant'));
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(scope)).toBe('Tapé juste avant');
    act(() => result.current.save('Puis quitté'));
    unmount();
    expect(readDraft(scope)).toBe('Puis quitté');
  });

  it('removes the draft once sent, and a save still waiting never brings it back', () => {
    const { result } = mount();
    act(() => result.current.save('Envoyé'));
    act(() => result.current.clear());
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(readDraft(scope)).toBeNull();
  });

  it('removes only the text sent when the next one is already being written', () => {
    const { result } = mount();
    act(() => result.current.saveNow('Premier'));
    act(() => result.current.save('Second'));
    act(() => result.current.clear((stored) => stored === 'Premier'));
    expect(readDraft(scope)).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(readDraft(scope)).toBe('Second');
    act(() => result.current.clear((stored) => stored === 'Premier'));
    expect(readDraft(scope)).toBe('Second');
  });

  it('keeps nothing without a signed-in user', () => {
    const { result, unmount } = mount(null);
    act(() => result.current.saveNow('Anonyme'));
    act(() => result.current.save('Anonyme'));
    unmount();
    expect(localStorage.length).toBe(0);
  });
});
