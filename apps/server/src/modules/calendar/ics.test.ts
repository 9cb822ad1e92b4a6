import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, serializeCalendar, utcDateTime } from './ics.ts';
import { parseFeed } from './ics-parse.test-helper.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('writes dates in UTC with a Z', () => {
    expect(utcDateTime(new Date('2026-11-28T08:30:05.123+01:00'))).toBe('20261128T073005Z');
  });

  it('folds lines at 75 octets without cutting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes a calendar that a maintained parser reads back as given', () => {
    const text = serializeCalendar({
      prodId: '-//Test//FR',
      name: 'Mes horaires — Test',
      stamp: new Date('2026-11-28T00:00:00Z'),
      events: [
        {
          uid: 'a@example.test',
          start: new Date('2026-12-01T07:00:00Z'),
          end: new Date('2026-12-01T15:00:00Z'),
          summary: `Gala, salle Pleyel; entrée \\ nord — ${'long '.repeat(30)}`,
          location: '252 rue du Faubourg Saint-Honoré, 75008 Paris',
          description: 'Zone : Hall\nBadge à retirer',
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const { calendar, events } = parseFeed(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Mes horaires — Test');
    expect(events).toEqual([
      {
        uid: 'a@example.test',
        summary: `Gala, salle Pleyel; entrée \\ nord — ${'long '.repeat(30)}`,
        location: '252 rue du Faubourg Saint-Honoré, 75008 Paris',
        description: 'Zone : Hall\nBadge à retirer',
        start: '2026-12-01T07:00:00.000Z',
        end: '2026-12-01T15:00:00.000Z',
        startIsUtc: true,
      },
    ]);
  });
});
