import type { FastifyBaseLogger } from 'fastify';
import {
  ChatMissionPayloadSchema,
  MessageSendSchema,
  TypingPayloadSchema,
  UserConnectPayloadSchema,
} from '@secops/domain/chat.schemas';
import * as MSG from '@secops/domain/messages';
import { forbidden } from '../../lib/errors.ts';
import { chatMissionRoom } from '../../realtime/emitter.ts';
import { handleEvent } from '../../realtime/socket-handler.ts';
import type { ChatSocket } from '../../realtime/socket.types.ts';
import { assertSelf } from './chat.policy.ts';
import type { ChatService } from './chat.service.ts';

/**
 * /chat: members subscribe to a mission room (membership checked), send messages (stored, then broadcast as
 * message:new to the room) and relay typing:start / typing:stop to the others in the room.
 */
export function registerChatSocket(socket: ChatSocket, chat: ChatService, log: FastifyBaseLogger): void {
  const { user } = socket.data;

  socket.on(
    'user:connect',
    handleEvent(log, UserConnectPayloadSchema.nullable(), (payload) => {
      assertSelf(user, payload?.userId);
      return { userId: user.id };
    }),
  );
  socket.on(
    'mission:subscribe',
    handleEvent(log, ChatMissionPayloadSchema, async ({ missionId }) => {
      await chat.assertMember(user, missionId);
      await socket.join(chatMissionRoom(missionId));
    }),
  );
  socket.on(
    'mission:unsubscribe',
    handleEvent(log, ChatMissionPayloadSchema, async ({ missionId }) => {
      await socket.leave(chatMissionRoom(missionId));
    }),
  );
  socket.on(
    'message:send',
    handleEvent(log, MessageSendSchema, async ({ senderId, missionId, ...message }) => {
      assertSelf(user, senderId);
      return { message: (await chat.send(user, missionId, message)).event };
    }),
  );

  const relayTyping = (kind: 'typing:start' | 'typing:stop') =>
    handleEvent(log, TypingPayloadSchema, async ({ missionId, userId }) => {
      assertSelf(user, userId);
      if (!socket.rooms.has(chatMissionRoom(missionId))) throw forbidden(MSG.chatNotSubscribed);
      socket.data.name ??= await chat.displayName(user.id);
      chat.typing(kind, { userId: user.id, name: socket.data.name, missionId }, socket.id);
    });
  socket.on('typing:start', relayTyping('typing:start'));
  socket.on('typing:stop', relayTyping('typing:stop'));
}
