import { z } from 'zod';
import * as MSG from './messages.ts';
import { ClientRequestIdSchema, IdSchema, isCleanText, isoDateTime, strictBody } from './validation.ts';

export const CHAT_MESSAGE_TYPES = ['TEXT', 'ALERT', 'SYSTEM'] as const;
export const ChatMessageTypeSchema = z.enum(CHAT_MESSAGE_TYPES);
export type ChatMessageType = z.infer<typeof ChatMessageTypeSchema>;

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

/** A message text: trimmed; empty or whitespace-only refused; at most CHAT_MESSAGE_MAX_LENGTH characters. */
export const ChatContentSchema = z
  .string({ error: MSG.chatMessageEmpty })
  .trim()
  .min(1, MSG.chatMessageEmpty)
  .max(CHAT_MESSAGE_MAX_LENGTH, MSG.chatMessageTooLong)
  .refine(isCleanText, MSG.controlCharacters);

/** Clients send TEXT messages only; ALERT and SYSTEM are made by the server. */
const ClientMessageTypeSchema = z.literal('TEXT', { error: MSG.chatMessageTypeInvalid }).default('TEXT');

/**
 * What a message sent from a guard's offline queue adds: when it was written (kept when at most a day old and five
 * minutes ahead, see declared-time) and an id that makes a message sent twice one message.
 */
const OfflineMessageFields = {
  sentAt: isoDateTime().optional(),
  clientRequestId: ClientRequestIdSchema.optional(),
};

/** Socket message:send; senderId is optional and, when given, must be the signed-in user. */
export const MessageSendSchema = strictBody({
  senderId: IdSchema.optional(),
  missionId: IdSchema,
  content: ChatContentSchema,
  type: ClientMessageTypeSchema,
  ...OfflineMessageFields,
});
export type MessageSend = z.input<typeof MessageSendSchema>;

/** POST /api/chat/mission/{id}: the HTTP fallback of message:send. */
export const ChatPostBodySchema = strictBody({
  content: ChatContentSchema,
  type: ClientMessageTypeSchema,
  ...OfflineMessageFields,
});
export type ChatPostBody = z.input<typeof ChatPostBodySchema>;
/** What the service stores: the text, and the offline queue's time and id when it came from there. */
export type OutgoingMessage = { content: string; sentAt?: string; clientRequestId?: string };

/** mission:subscribe and mission:unsubscribe on the /chat socket. */
export const ChatMissionPayloadSchema = strictBody({ missionId: IdSchema });
export type ChatMissionPayload = z.input<typeof ChatMissionPayloadSchema>;

/** typing:start and typing:stop as sent; the user always comes from the session. */
export const TypingPayloadSchema = strictBody({ missionId: IdSchema, userId: IdSchema.optional() });
export type TypingPayload = z.input<typeof TypingPayloadSchema>;

/** user:connect is optional: the user is the one of the session token. */
export const UserConnectPayloadSchema = strictBody({ userId: IdSchema.optional() }).optional();
export type UserConnectPayload = z.input<typeof UserConnectPayloadSchema>;

/** GET /api/chat/mission/{id}: newest first; `before` is the id of the oldest message already shown. */
export const ChatHistoryQuerySchema = strictBody({
  limit: z.coerce
    .number({ error: MSG.chatLimitInvalid })
    .int(MSG.chatLimitInvalid)
    .min(1, MSG.chatLimitInvalid)
    .max(CHAT_PAGE_MAX, MSG.chatLimitInvalid)
    .default(CHAT_PAGE_DEFAULT),
  before: IdSchema.optional(),
});
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuerySchema>;

export const ChatSenderSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  agent: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), photo: z.string().nullable() })
    .nullable(),
});
export type ChatSender = z.infer<typeof ChatSenderSchema>;

/** A stored message; sender is null once the sender's account is deleted. */
export const ChatMessageSchema = z.object({
  id: z.string(),
  missionId: z.string(),
  senderId: z.string().nullable(),
  content: z.string(),
  type: ChatMessageTypeSchema,
  createdAt: z.string(),
  /** The time a guard's phone gave when it was not kept (the message is then dated on arrival): shown, flagged. */
  declaredAt: z.string().nullable(),
  sender: ChatSenderSchema.nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Who a message mentions: user ids, or 'all' for "@Tout le monde". */
export const MentionsSchema = z.union([z.array(z.string()), z.literal('all')]);
export type Mentions = z.infer<typeof MentionsSchema>;

/** A new message as broadcast (message:new) and answered to its sender. */
export const ChatMessageEventSchema = ChatMessageSchema.extend({ mentions: MentionsSchema });
export type ChatMessageEvent = z.infer<typeof ChatMessageEventSchema>;

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
