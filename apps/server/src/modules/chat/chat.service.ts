import {
  chatDisplayName,
  extractMentions,
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatMessageEvent,
  type MentionCandidate,
  type OutgoingMessage,
  type TypingEvent,
} from '@secops/domain/chat';
import { datedAction } from '@secops/domain/declared-time';
import * as MSG from '@secops/domain/messages';
import { isField } from '@secops/domain/role-access';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { RealtimeEmitter } from '../../realtime/emitter.ts';
import { asAuthor } from '../audit/audit-author.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { assertChatMember, assertChatWritable } from './chat.policy.ts';
import { presentMessage, presentMessageEvent } from './chat.presenter.ts';
import {
  findChatAccess,
  findChatIdentity,
  findMessageByClientRequest,
  insertMessageOnce,
  listMentionable,
  listMessages,
  messageExists,
} from './chat.repository.ts';

export type SentMessage = { event: ChatMessageEvent; created: boolean };

/** Everyone who can be mentioned, under their chat name and, when it differs, their account name. */
async function mentionCandidates(db: DbOrTx, missionId: string): Promise<MentionCandidate[]> {
  const rows = await listMentionable(db, missionId);
  return rows.flatMap((row) => {
    const shown = { userId: row.userId, name: chatDisplayName(row), email: row.email };
    const account = [row.firstName, row.lastName].filter(Boolean).join(' ');
    return account && account !== shown.name ? [shown, { userId: row.userId, name: account }] : [shown];
  });
}

/**
 * Mission chat: members read and write (staff and assigned agents); messages are stored, then broadcast, and the
 * members a message mentions are told by push (`push`, in the background).
 */
export function createChatService(deps: {
  db: DbOrTx;
  emitter: RealtimeEmitter;
  push?: { chatMessage(event: ChatMessageEvent, members: readonly MentionCandidate[]): void };
}) {
  const { db, emitter } = deps;
  const memberStatus = async (user: AuthUser, missionId: string) =>
    assertChatMember(user, await findChatAccess(db, missionId, user.id));

  return {
    /** Refuses (404 or 403) a user who is not a member of the mission's chat. */
    async assertMember(user: AuthUser, missionId: string): Promise<void> {
      await memberStatus(user, missionId);
    },

    async history(user: AuthUser, missionId: string, query: ChatHistoryQuery): Promise<ChatMessage[]> {
      await memberStatus(user, missionId);
      if (query.before && !(await messageExists(db, missionId, query.before))) {
        throw badRequest(MSG.chatCursorInvalid);
      }
      return (await listMessages(db, missionId, query)).map(presentMessage);
    },

    /**
     * Stores the message (already trimmed and checked for length), then sends message:new to the mission room. A staff
     * member's message is in the audit log (without its text), whether it came by socket or by HTTP. A guard's
     * message from the offline queue is dated when it was written (see declared-time), and its clientRequestId sent
     * again answers the message already stored, telling nobody twice (created: false).
     */
    async send(
      user: AuthUser,
      missionId: string,
      message: OutgoingMessage,
      now = new Date(),
    ): Promise<SentMessage> {
      assertChatWritable(await memberStatus(user, missionId));
      const { content, clientRequestId } = message;
      const replay = async () => {
        const earlier = clientRequestId && (await findMessageByClientRequest(db, user.id, clientRequestId));
        if (!earlier) return undefined;
        return {
          event: presentMessageEvent(
            earlier,
            extractMentions(content, await mentionCandidates(db, missionId)),
          ),
          created: false,
        };
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const dated = isField(user.role) ? datedAction(message.sentAt, now) : datedAction(undefined, now);
      const row = await asAuthor(user, () =>
        insertMessageOnce(db, {
          missionId,
          senderId: user.id,
          content,
          type: 'TEXT',
          createdAt: dated.at,
          receivedAt: now,
          declaredAt: dated.declaredAt,
          clientRequestId,
        }),
      );
      if (!row) {
        const concurrent = await replay();
        if (!concurrent) throw notFound();
        return concurrent;
      }
      const members = await mentionCandidates(db, missionId);
      const event = presentMessageEvent(row, extractMentions(content, members));
      const mentioned = event.mentions === 'all' ? members.map((m) => m.userId) : event.mentions;
      emitter.messageNew(
        event,
        mentioned.filter((id) => id !== user.id),
      );
      deps.push?.chatMessage(event, members);
      return { event, created: true };
    },

    async displayName(userId: string): Promise<string> {
      const identity = await findChatIdentity(db, userId);
      if (!identity) throw notFound();
      return chatDisplayName(identity);
    },

    typing(kind: 'typing:start' | 'typing:stop', event: TypingEvent, socketId: string): void {
      emitter.typing(kind, event, socketId);
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
