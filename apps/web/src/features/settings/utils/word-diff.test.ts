import { describe, expect, it } from 'vitest';
import { diffExcerpt, wordDiff } from './word-diff.ts';

describe('word diff', () => {
  it('marks the removed and the added words, and keeps the rest as it was', () => {
    expect(
      wordDiff('Ronde toutes les deux heures côté quai', 'Ronde toutes les heures côté parking'),
    ).toEqual([
      { kind: 'same', text: 'Ronde toutes les ' },
      { kind: 'removed', text: 'deux ' },
      { kind: 'same', text: 'heures côté ' },
      { kind: 'removed', text: 'quai' },
      { kind: 'added', text: 'parking' },
    ]);
  });

  it('reads a text written from nothing, or emptied, as one addition or one removal', () => {
    expect(wordDiff('', 'Accès par le portail nord')).toEqual([
      { kind: 'added', text: 'Accès par le portail nord' },
    ]);
    expect(wordDiff('Badge à rendre', '')).toEqual([{ kind: 'removed', text: 'Badge à rendre' }]);
    expect(wordDiff('Même texte', 'Même texte')).toEqual([{ kind: 'same', text: 'Même texte' }]);
  });

  it('shortens the unchanged passages of a long text to the words around the change', () => {
    const opening = Array.from({ length: 40 }, (_, i) => `mot${i}`).join(' ');
    const closing = Array.from({ length: 40 }, (_, i) => `fin${i}`).join(' ');
    const parts = diffExcerpt(wordDiff(`${opening} chien ${closing}`, `${opening} chat ${closing}`));
    expect(parts).toEqual([
      { kind: 'same', text: '… mot35 mot36 mot37 mot38 mot39 ' },
      { kind: 'removed', text: 'chien' },
      { kind: 'added', text: 'chat' },
      { kind: 'same', text: ' fin0 fin1 fin2 fin3 fin4 …' },
    ]);
  });

  it('replaces the middle whole when two long texts share nothing to compare cheaply', () => {
    const a = Array.from({ length: 600 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 600 }, (_, i) => `b${i}`).join(' ');
    expect(wordDiff(a, b)).toEqual([
      { kind: 'removed', text: a },
      { kind: 'added', text: b },
    ]);
  });
});
