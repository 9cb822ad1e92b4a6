export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

/** Past this many cells, the middle of two texts is shown as replaced whole rather than compared word by word. */
const MAX_CELLS = 250_000;
/** Unchanged words kept on each side of a change; the rest of an unchanged passage becomes an ellipsis. */
const CONTEXT_WORDS = 5;

const tokens = (text: string): string[] => text.match(/\s+|\S+/g) ?? [];

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  if (!text) return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** Longest common subsequence of two token lists, walked back into removed, added and unchanged runs. */
function lcsParts(a: string[], b: string[]): DiffPart[] {
  const parts: DiffPart[] = [];
  if (a.length * b.length > MAX_CELLS) {
    push(parts, 'removed', a.join(''));
    push(parts, 'added', b.join(''));
    return parts;
  }
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i * width + j] =
        a[i] === b[j]
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i] ?? '');
      i += 1;
      j += 1;
    } else if ((table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0)) {
      push(parts, 'removed', a[i] ?? '');
      i += 1;
    } else {
      push(parts, 'added', b[j] ?? '');
      j += 1;
    }
  }
  push(parts, 'removed', a.slice(i).join(''));
  push(parts, 'added', b.slice(j).join(''));
  return parts;
}

/** What changed between two texts, word by word: unchanged, removed and added runs, in reading order. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end += 1;
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  for (const part of lcsParts(a.slice(start, a.length - end), b.slice(start, b.length - end)))
    push(parts, part.kind, part.text);
  push(parts, 'same', a.slice(a.length - end).join(''));
  return parts;
}

const words = (text: string) => tokens(text).filter((t) => t.trim());

/**
 * The diff with long unchanged passages shortened to the words next to a change, an ellipsis standing for the
 * rest: a changed word in a long text shows with its context, not the whole text twice.
 */
export function diffExcerpt(parts: DiffPart[], context = CONTEXT_WORDS): DiffPart[] {
  return parts.map((part, index) => {
    if (part.kind !== 'same') return part;
    const list = words(part.text);
    const keepBefore = index > 0 ? context : 0;
    const keepAfter = index < parts.length - 1 ? context : 0;
    if (list.length <= keepBefore + keepAfter + 1) return part;
    const head = list.slice(0, keepBefore).join(' ');
    const tail = list.slice(list.length - keepAfter).join(' ');
    const lead = /^\s/.test(part.text) ? ' ' : '';
    const trail = /\s$/.test(part.text) ? ' ' : '';
    const text = [head, '…', tail].filter(Boolean).join(' ');
    return { kind: 'same', text: `${lead}${text}${trail}` };
  });
}
