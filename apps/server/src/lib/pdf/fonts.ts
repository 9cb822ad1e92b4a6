import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font as FontkitFont } from 'fontkit';
import type { Pdf } from './pdf-document.ts';

/**
 * DejaVu Sans Condensed, embedded and subset in each PDF: a Unicode font, so that names such as 'Łódź Ștefan Çağrı'
 * print as written (the standard Helvetica only knows WinAnsi). Condensed keeps table columns as narrow as Helvetica's.
 */
export const FONT = { regular: 'Regular', bold: 'Bold', italic: 'Italic' } as const;

const FILES: Record<keyof typeof FONT, string> = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  italic: 'DejaVuSansCondensed-Oblique.ttf',
};

export type Fonts = Record<keyof typeof FONT, FontkitFont>;

let loading: Promise<Fonts> | undefined;
let regularFont: FontkitFont | undefined;

// Each font file is read and parsed once per process, and every document shares the parsed fonts (pdfkit takes a
// fontkit font as a font source; parsing and shaping caches cost a document 60 ms each time) and makes its own subset.
export function loadFonts(): Promise<Fonts> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const fontkit = await import('fontkit');
    const entries = await Promise.all(
      (Object.keys(FILES) as (keyof typeof FONT)[]).map(
        async (key) => [key, await readFile(require.resolve(`dejavu-fonts-ttf/ttf/${FILES[key]}`))] as const,
      ),
    );
    const fonts = Object.fromEntries(
      entries.map(([key, data]) => [key, keepCodePoints(fontkit.create(data) as FontkitFont)]),
    ) as Fonts;
    regularFont = fonts.regular;
    return fonts;
  })();
  return loading;
}

/**
 * fontkit keeps one glyph object per glyph id, with the characters it was first asked for. A glyph first reached as
 * part of an accented letter ('C' in 'Ç') while one document was subset has none, and a later document would then
 * draw it without its character in the text layer (pdftotext, search, copy). The characters asked for fill them in.
 */
function keepCodePoints(font: FontkitFont): FontkitFont {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

/** Registers the embedded fonts (from loadFonts) in a document under the names of FONT. */
export function registerFonts(doc: Pdf, fonts: Fonts): void {
  for (const key of Object.keys(FONT) as (keyof typeof FONT)[]) {
    // pdfkit's typings only name paths and buffers as font sources; it also takes a parsed fontkit font.
    doc.registerFont(FONT[key], fonts[key] as unknown as Buffer);
  }
}

const REPLACEMENTS: Record<string, string> = {
  '\u202f': ' ', // narrow no-break space (fr-FR number grouping)
  '\u2009': ' ',
  '\u2007': ' ',
  '\t': ' ',
};

// Printable Latin-1 and line feeds: already composed (no canonical decomposition there) and drawn as they are.
const PLAIN = /^[\n\x20-\x7e\xa0-\xff]*$/;
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\x00-\x09\x0b-\x1f\x7f-\x9f]/;

/**
 * Text the embedded fonts can draw: accents composed, line ends and typographic spaces made plain, control characters
 * left out, and a character the font has no glyph for (emoji, CJK) shown as "?".
 */
export function toPrintable(text: string): string {
  // Most table cells (names, dates, hours) are plain: skip the normalising and the copy made character by character.
  if (PLAIN.test(text)) return text;
  let out = '';
  for (const c of text.normalize('NFC').replace(/\r\n?/g, '\n')) {
    const replaced = REPLACEMENTS[c];
    if (replaced !== undefined) out += replaced;
    else if (c === '\n') out += c;
    else if (CONTROL.test(c)) continue;
    else out += hasGlyph(c) ? c : '?';
  }
  return out;
}

function hasGlyph(c: string): boolean {
  if (!regularFont) throw new Error('toPrintable: call loadFonts() first (createPdf does)');
  return regularFont.hasGlyphForCodePoint(c.codePointAt(0) ?? 0);
}
