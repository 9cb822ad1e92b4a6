import { CHAT_MENTION_ALL } from '@secops/domain/chat';
import type { ChatMember } from '@secops/domain/missions.schemas';

/** The mention being typed: where its "@" is and what follows it. */
export type MentionQuery = { start: number; query: string };

// "@" at the start or after a space, then at most two words (first and last name), up to the caret.
const TYPED_MENTION = /(?:^|\s)@([\p{L}\p{N}._'-]*(?: [\p{L}\p{N}._'-]*)?)$/u;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr-FR');

/** The mention typed just before the caret, or null when the caret is not in one. */
export function findMentionQuery(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const match = TYPED_MENTION.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}

export type MentionOption = { key: string; name: string; photo: string | null; everyone: boolean };

/**
 * Who the typed text may mention: "@Tout le monde" and the other members whose name has a word starting with it
 * (case and accents ignored). The signed-in user is not offered.
 */
export function mentionOptions(
  members: readonly ChatMember[],
  query: string,
  selfId: string | null,
): MentionOption[] {
  const wanted = fold(query.trim());
  const matches = (name: string) => {
    const folded = fold(name);
    return (
      wanted === '' ||
      folded.startsWith(wanted) ||
      folded.split(/\s+/).some((word) => word.startsWith(wanted))
    );
  };
  const everyone: MentionOption[] = matches(CHAT_MENTION_ALL)
    ? [{ key: 'all', name: CHAT_MENTION_ALL, photo: null, everyone: true }]
    : [];
  const people = members
    .filter((member) => member.userId !== selfId && matches(member.name))
    .map((member) => ({ key: member.userId, name: member.name, photo: member.photo, everyone: false }));
  return [...everyone, ...people];
}

/** Replaces the typed mention with "@Name " and answers the new text and where the caret goes. */
export function insertMention(
  text: string,
  mention: MentionQuery,
  name: string,
): { text: string; caret: number } {
  const end = mention.start + 1 + mention.query.length;
  const inserted = `@${name} `;
  const rest = text.slice(end).replace(/^ /, '');
  return { text: text.slice(0, mention.start) + inserted + rest, caret: mention.start + inserted.length };
}

export type Segment = { text: string; mention: boolean };

/** Cuts a message into plain text and mentions ("@Tout le monde" or "@" + a member's name), to show them apart. */
export function splitMentions(content: string, names: readonly string[]): Segment[] {
  const known = [CHAT_MENTION_ALL, ...names]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(^|\\s)(@(?:${known.join('|')}))(?![\\p{L}\\p{N}_])`, 'giu');
  const segments: Segment[] = [];
  let last = 0;
  for (const match of content.matchAll(pattern)) {
    const at = (match.index ?? 0) + (match[1]?.length ?? 0);
    if (at > last) segments.push({ text: content.slice(last, at), mention: false });
    segments.push({ text: match[2] ?? '', mention: true });
    last = at + (match[2]?.length ?? 0);
  }
  if (last < content.length) segments.push({ text: content.slice(last), mention: false });
  return segments;
}
