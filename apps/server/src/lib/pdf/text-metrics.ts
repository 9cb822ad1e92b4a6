import { FONT } from './fonts.ts';
import type { Pdf } from './pdf-document.ts';

/** A string's character codes and the position of each glyph, kerning included. */
type Encoding = [string[], unknown[]];
/** The two methods of a pdfkit font that text layout calls for every string it measures or draws. */
type MeasuredFont = {
  widthOfString(text: string, size: number): number;
  encode(text: string): Encoding;
};

/**
 * Past this many strings a font's memo starts afresh: a streamed export of many distinct rows would otherwise keep
 * every row's glyphs until its end.
 */
export const MEMO_LIMIT = 4096;

function remember<V>(memo: Map<string, V>, text: string, compute: () => V): V {
  let value = memo.get(text);
  if (value === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    value = compute();
    memo.set(text, value);
  }
  return value;
}

// A font's widths and kerning are fixed, yet pdfkit lays out every glyph and kerning pair of a string each time it
// measures or draws it: up to four times for one table cell (row height, placing, encoding, moving on).
function memoizeFont(font: MeasuredFont): void {
  const measure = font.widthOfString.bind(font);
  const encode = font.encode.bind(font);
  const widths = new Map<string, number>();
  const encodings = new Map<string, Encoding>();
  // Kept at size 1000, where pdfkit's scale is exactly 1: any size then multiplies as pdfkit itself does.
  font.widthOfString = (text, size) =>
    remember(widths, String(text), () => measure(text, 1000)) * (size / 1000);
  // pdfkit only reads the arrays encode returns (pdfkit 0.20), so one copy serves every drawing of the string.
  font.encode = (text) => remember(encodings, String(text), () => encode(text));
}

/** Makes the document remember, per font, the width and glyphs of each string it has measured or drawn. */
export function memoizeTextMetrics(doc: Pdf): void {
  for (const name of Object.values(FONT)) {
    doc.font(name);
    // pdfkit keeps the font it just opened in `_font`; its typings do not name it.
    memoizeFont((doc as unknown as { _font: MeasuredFont })._font);
  }
}
