// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readDraft, removeDraft, removeUserDrafts, writeDraft, type DraftScope } from './drafts.ts';

const lucas: DraftScope = { userId: 'u-lucas', missionId: 'm-1', kind: 'incident' };

describe('drafts on the phone', () => {
  afterEach(() => localStorage.clear());

  it('gives back what was kept for the same user, mission and kind', () => {
    writeDraft(lucas, { title: 'Colis suspect' });
    expect(readDraft({ ...lucas })).toEqual({ title: 'Colis suspect' });
  });

  it('keeps drafts apart per user, per mission and per kind', () => {
    writeDraft(lucas, 'rapport de Lucas');
    expect(readDraft({ ...lucas, userId: 'u-sophie' })).toBeNull();
    expect(readDraft({ ...lucas, missionId: 'm-2' })).toBeNull();
    expect(readDraft({ ...lucas, kind: 'chat' })).toBeNull();
  });

  it('forgets a draft once it is removed (sent or abandoned)', () => {
    writeDraft(lucas, 'à envoyer');
    writeDraft({ ...lucas, missionId: 'm-2' }, 'autre mission');
    removeDraft(lucas);
    expect(readDraft(lucas)).toBeNull();
    expect(readDraft({ ...lucas, missionId: 'm-2' })).toBe('autre mission');
  });

  it("removes every draft of the account that signs out, and only that account's", () => {
    writeDraft(lucas, 'incident');
    writeDraft({ ...lucas, kind: 'chat', missionId: 'm-2' }, 'message');
    writeDraft({ ...lucas, userId: 'u-sophie' }, 'de Sophie');
    // A user id that starts like another one does not take the other's drafts with it.
    writeDraft({ ...lucas, userId: 'u-lucas2' }, 'du second Lucas');
    removeUserDrafts('u-lucas');
    expect(readDraft(lucas)).toBeNull();
    expect(readDraft({ ...lucas, kind: 'chat', missionId: 'm-2' })).toBeNull();
    expect(readDraft({ ...lucas, userId: 'u-sophie' })).toBe('de Sophie');
    expect(readDraft({ ...lucas, userId: 'u-lucas2' })).toBe('du second Lucas');
  });

  it('reads a damaged entry as no draft', () => {
    writeDraft(lucas, 'x');
    const key = Object.keys(localStorage).find((k) => k.includes('u-lucas')) ?? '';
    localStorage.setItem(key, '{pas du json');
    expect(readDraft(lucas)).toBeNull();
  });
});
