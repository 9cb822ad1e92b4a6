/**
 * pdfkit's built-in Helvetica: no font file to ship, and its WinAnsi encoding covers French (é è à ç ô œ € « »).
 */
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;

// WinAnsi beyond Latin-1: € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = {
  '\u202f': ' ', // narrow no-break space (fr-FR number grouping)
  '\u2009': ' ',
  '\u2007': ' ',
  '\t': ' ',
  '→': '->',
  '←': '<-',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '‐': '-',
  '‑': '-',
};

const encodable = (c: string): boolean => {
  const code = c.codePointAt(0) ?? 0;
  return (
    c === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c)
  );
};

// Printable Latin-1 and line feeds: already composed (no canonical decomposition there) and drawn as they are.
const PLAIN = /^[\n\x20-\x7e\xa0-\xff]*$/;

/** Text the standard fonts can draw: accents composed, typographic spaces made plain, anything else shown as "?". */
export function toWinAnsi(text: string): string {
  // Most table cells (names, dates, hours) are plain: skip the normalising and the copy made character by character.
  if (PLAIN.test(text)) return text;
  let out = '';
  for (const c of text.normalize('NFC').replace(/\r\n?/g, '\n')) {
    out += REPLACEMENTS[c] ?? (encodable(c) ? c : '?');
  }
  return out;
}
