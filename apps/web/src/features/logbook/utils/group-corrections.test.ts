import { describe, expect, it } from 'vitest';
import { groupCorrections } from './group-corrections.ts';
import { entry } from './logbook-test-entry.ts';

const ids = (threads: ReturnType<typeof groupCorrections>) =>
  threads.map((thread) => [thread.entry.id, thread.corrections.map((c) => c.id)]);

describe('groupCorrections', () => {
  it('shows each correction under the entry it corrects, oldest written first, the list keeping its order', () => {
    const list = [
      entry('c2', '2026-03-12T10:30:00Z', { correctsId: 'a', writtenAt: '2026-03-12T10:30:00Z' }),
      entry('b', '2026-03-12T10:00:00Z'),
      entry('c1', '2026-03-12T09:45:00Z', { correctsId: 'a', writtenAt: '2026-03-12T09:45:00Z' }),
      entry('a', '2026-03-12T09:00:00Z'),
    ];
    expect(ids(groupCorrections(list))).toEqual([
      ['b', []],
      ['a', ['c1', 'c2']],
    ]);
  });

  it('puts the correction of a correction under the first entry', () => {
    const list = [
      entry('cc', '2026-03-12T11:00:00Z', { correctsId: 'c' }),
      entry('c', '2026-03-12T10:00:00Z', { correctsId: 'a' }),
      entry('a', '2026-03-12T09:00:00Z'),
    ];
    expect(ids(groupCorrections(list))).toEqual([['a', ['c', 'cc']]]);
  });

  it('keeps a correction whose entry is not in the list (another page or filter) on its own', () => {
    const list = [
      entry('c', '2026-03-12T10:00:00Z', { correctsId: 'elsewhere' }),
      entry('b', '2026-03-12T09:00:00Z'),
    ];
    expect(ids(groupCorrections(list))).toEqual([
      ['c', []],
      ['b', []],
    ]);
  });
});
