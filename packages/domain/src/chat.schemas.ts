import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TYPES, CHAT_PAGE_DEFAULT, CHAT_PAGE_MAX } from './chat.ts';
import * as MSG from './messages.ts';
import { ClientRequestIdSchema, IdSchema, isCleanText, isoDateTime, strictBody } from './validation.ts';

export const ChatMessageTypeSchema = z.enum(CHAT_MESSAGE_TYPES);

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
