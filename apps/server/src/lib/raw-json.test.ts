import { describe, expect, it } from 'vitest';
import { jsonWithRaw } from './raw-json.ts';

describe('jsonWithRaw', () => {
  it('puts JSON texts in as values, in the place of their keys', () => {
    const text = jsonWithRaw({ a: 1, list: null, b: 'x' }, { list: '[{"n":1},{"n":2}]' });
    expect(text).toBe('{"a":1,"list":[{"n":1},{"n":2}],"b":"x"}');
    expect(JSON.parse(text)).toEqual({ a: 1, list: [{ n: 1 }, { n: 2 }], b: 'x' });
  });

  it("keeps '$' sequences of the text as written", () => {
    const raw = '["$&", "$1", "$$", "$`"]';
    expect(JSON.parse(jsonWithRaw({ list: [] }, { list: raw }))).toEqual({ list: ['$&', '$1', '$$', '$`'] });
  });

  it('leaves the other values alone, a text that looks like the mark included', () => {
    const text = jsonWithRaw({ name: 'list', other: '\\u0000list' }, { list: '[]' });
    expect(JSON.parse(text)).toEqual({ name: 'list', other: '\\u0000list', list: [] });
  });
});
