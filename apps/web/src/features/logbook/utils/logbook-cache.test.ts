import { describe, expect, it } from 'vitest';
import { entryMatches, insertEntry, type LogbookPages } from './logbook-cache.ts';
import { MISSION, entry } from './logbook-test-entry.ts';

const pages = (...lists: ReturnType<typeof entry>[][]): LogbookPages => {
  const total = lists.reduce((n, list) => n + list.length, 0);
  return {
    pages: lists.map((items) => ({ items, total })),
    pageParams: lists.map((_, index) => index * 2),
  };
};
const shown = (data: LogbookPages) => data.pages.map((page) => page.items.map((item) => item.id));

describe('insertEntry', () => {
  const loaded = pages(
    [entry('d', '2026-03-12T12:00:00Z'), entry('c', '2026-03-12T11:00:00Z')],
    [entry('b', '2026-03-12T10:00:00Z'), entry('a', '2026-03-12T09:00:00Z')],
  );

  it('puts a new entry first and counts it', () => {
    const next = insertEntry(loaded, entry('e', '2026-03-12T13:00:00Z'));
    expect(shown(next)).toEqual([
      ['e', 'd', 'c'],
      ['b', 'a'],
    ]);
    expect(next.pages.map((page) => page.total)).toEqual([5, 5]);
  });

  it('puts an entry sent late from a phone at the time it happened', () => {
    expect(shown(insertEntry(loaded, entry('x', '2026-03-12T10:30:00Z')))).toEqual([
      ['d', 'c'],
      ['x', 'b', 'a'],
    ]);
  });

  it('leaves an entry older than all loaded to the pages not loaded yet, and an entry already shown alone', () => {
    const partial = { ...loaded, pages: loaded.pages.map((page) => ({ ...page, total: 9 })) };
    const older = insertEntry(partial, entry('z', '2026-03-12T08:00:00Z'));
    expect(shown(older)).toEqual(shown(loaded));
    expect(older.pages[0]?.total).toBe(10);
    expect(insertEntry(loaded, entry('c', '2026-03-12T11:00:00Z'))).toBe(loaded);
  });

  it('fills an empty list', () => {
    expect(shown(insertEntry(pages([]), entry('a', '2026-03-12T09:00:00Z')))).toEqual([['a']]);
  });
});

describe('entryMatches', () => {
  const written = entry('a', '2026-03-12T09:00:00Z');

  it('follows the mission, author, type and period of the list', () => {
    expect(entryMatches(written, {})).toBe(true);
    expect(entryMatches(written, { missionId: MISSION, authorId: 'user-lucas', type: 'OBSERVATION' })).toBe(
      true,
    );
    expect(entryMatches(written, { missionId: 'other' })).toBe(false);
    expect(entryMatches(written, { authorId: 'user-ines' })).toBe(false);
    expect(entryMatches(written, { type: 'PATROL' })).toBe(false);
    expect(entryMatches(written, { from: '2026-03-12T09:00:00Z', to: '2026-03-12T09:00:00Z' })).toBe(true);
    expect(entryMatches(written, { from: '2026-03-12T09:00:01Z' })).toBe(false);
    expect(entryMatches(written, { to: '2026-03-12T08:59:59Z' })).toBe(false);
  });

  it('never puts an automatic entry without author in a list filtered by author', () => {
    expect(entryMatches({ ...written, source: 'AUTO', author: null }, { authorId: 'user-lucas' })).toBe(
      false,
    );
  });
});
