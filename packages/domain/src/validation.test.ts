import { describe, expect, it } from 'vitest';
import { ChatContentSchema } from './chat.schemas.ts';
import { DocumentDescriptionSchema } from './documents.ts';
import * as MSG from './messages.ts';
import { isCalendarDate } from './planning.ts';
import { hasUncleanText, isCleanText, isoDateTime, requiredText } from './validation.ts';

describe('clean text', () => {
  it('keeps letters, emoji, tabs and line breaks', () => {
    expect(isCleanText('Équipe 🚓\tnuit\r\nrelève')).toBe(true);
  });

  it.each(['\u0000', 'a\u0001', '\u001b[2J', '\u001f', 'x\uD800', '\uDC00y', '\uDBFF'])(
    'refuses %j (a control character or a lone surrogate)',
    (text) => expect(isCleanText(text)).toBe(false),
  );

  it('finds an unclean string anywhere in a body, keys included, however deep', () => {
    expect(hasUncleanText({ a: [{ b: 'ok' }, 1, null, true] })).toBe(false);
    expect(hasUncleanText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasUncleanText({ 'k\u0000': 1 })).toBe(true);
    let deep: unknown = 'fin\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(hasUncleanText(deep)).toBe(true);
  });

  it('is part of every required text field, chat messages and document descriptions', () => {
    for (const schema of [requiredText(50, MSG.validation), ChatContentSchema, DocumentDescriptionSchema]) {
      expect(schema.safeParse('Nom\u0000').error?.issues[0]?.message).toBe(MSG.controlCharacters);
    }
  });
});

describe('dates', () => {
  const parse = (v: string) => isoDateTime(MSG.dateInvalid).safeParse(v).error?.issues[0]?.message;

  it('accepts real instants from 1900 to 2199, with their offset', () => {
    expect(parse('1900-01-01T00:00:00Z')).toBeUndefined();
    expect(parse('2024-02-29T08:30:00+01:00')).toBeUndefined();
    expect(parse('2199-12-31T23:59:59Z')).toBeUndefined();
  });

  it.each(['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '2200-01-01T00:00:00Z', '9999-12-31T23:00:00Z'])(
    'refuses %s as out of range',
    (v) => expect(parse(v)).toBe(MSG.dateOutOfRange),
  );

  it.each(['9999-12-31T99:00:00Z', '2026-02-30T10:00:00Z', '+275760-09-13T00:00:00Z', '2026-01-01'])(
    'refuses %s as not a date-time',
    (v) => expect(parse(v)).toBe(MSG.dateInvalid),
  );

  it('takes calendar days within the same years only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(['2026-02-30', '0000-01-01', '9999-12-31', '1899-12-31'].filter(isCalendarDate)).toEqual([]);
  });
});
