// No zod here: the field screens import these constants and rules. The schemas are in chat.schemas.ts.
import * as MSG from './messages.ts';
import type { Mentions } from './chat.schemas.ts';

export type {
  ChatHistoryQuery,
  ChatMessage,
  ChatMessageEvent,
  ChatMissionPayload,
  ChatPostBody,
  ChatSender,
  Mentions,
  MessageSend,
  TypingPayload,
  UserConnectPayload,
} from './chat.schemas.ts';

export const CHAT_MESSAGE_TYPES = ['TEXT', 'ALERT', 'SYSTEM'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export const CHAT_MESSAGE_TYPE_LABELS: Record<ChatMessageType, string> = {
  TEXT: 'Message',
  ALERT: 'Alerte',
  SYSTEM: 'Système',
};

/** Longest message accepted, in characters (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_PAGE_DEFAULT = 50;
export const CHAT_PAGE_MAX = 200;
/** The typing indicator stops this long after the last keystroke. */
export const CHAT_TYPING_IDLE_MS = 2000;
/** "@Tout le monde" mentions every member of the mission chat. */
export const CHAT_MENTION_ALL = 'Tout le monde';
/** A mention notification shows this many first characters of the message. */
export const CHAT_MENTION_PREVIEW_LENGTH = 80;

/** What the service stores: the text, and the offline queue's time and id when it came from there. */
export type OutgoingMessage = { content: string; sentAt?: string; clientRequestId?: string };

/** typing:start and typing:stop as relayed to the other members of the mission room. */
export type TypingEvent = { userId: string; name: string; missionId: string };

/**
 * The name a person goes by everywhere (chat, members, sidebar): the agent's first and last name, else the account's
 * first and last name, else the part of the e-mail before the at-sign.
 */
export function chatDisplayName(user: {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  agent: { firstName: string; lastName: string } | null;
}): string {
  if (user.agent) return `${user.agent.firstName} ${user.agent.lastName}`.trim();
  const own = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return own || (user.email.split('@')[0] ?? user.email);
}

/** Someone who can be mentioned; a user may appear under several names (agent name, account name). */
export type MentionCandidate = { userId: string; name: string; email?: string | null };

const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
const WORD_CHAR = /[\p{L}\p{N}_]/u;
const EMAIL_LOCAL = /^[\p{L}\p{N}._%+-]+/u;
const startsWithWord = (text: string, word: string) =>
  word.length > 0 && text.startsWith(word) && !WORD_CHAR.test(text.charAt(word.length));

/**
 * Mentions of a message: "@Tout le monde" gives 'all'; otherwise the members named "@Prénom Nom" (case and accents
 * ignored, the longest name wins) or "@local-part" of their e-mail, in order of appearance, each once.
 * An "@" inside a word (an e-mail address written out) is not a mention.
 */
export function extractMentions(content: string, members: readonly MentionCandidate[]): Mentions {
  const text = fold(content);
  const all = fold(CHAT_MENTION_ALL);
  const names = members
    .map((m) => ({ userId: m.userId, name: fold(m.name) }))
    .filter((m) => m.name.length > 0)
    .sort((a, b) => b.name.length - a.name.length);
  const found: string[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (at > 0 && /[\p{L}\p{N}._%+-]/u.test(text.charAt(at - 1))) continue;
    const rest = text.slice(at + 1);
    if (startsWithWord(rest, all)) return 'all';
    const local = (EMAIL_LOCAL.exec(rest)?.[0] ?? '').replace(/\.+$/, '');
    const member =
      names.find((m) => startsWithWord(rest, m.name)) ??
      members.find((m) => local !== '' && fold(m.email?.split('@')[0] ?? '') === local);
    if (member && !found.includes(member.userId)) found.push(member.userId);
  }
  return found;
}

/** The toast of a mention: "{sender} vous a mentionné" and the first 80 characters of the message. */
export function mentionNotification(sender: string, content: string): { title: string; body: string } {
  return {
    title: MSG.chatMentionNotification.replace('{sender}', sender),
    body: content.slice(0, CHAT_MENTION_PREVIEW_LENGTH),
  };
}
