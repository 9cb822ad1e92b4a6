import type { ChatMessage, ChatMessageEvent, Mentions } from '@secops/domain/chat';
import type { MessageRow } from './chat.repository.ts';

export const presentMessage = ({ message, sender, agent }: MessageRow): ChatMessage => ({
  id: message.id,
  missionId: message.missionId,
  senderId: message.senderId,
  content: message.content,
  type: message.type,
  createdAt: message.createdAt.toISOString(),
  declaredAt: message.declaredAt?.toISOString() ?? null,
  sender: sender && {
    id: sender.id,
    email: sender.email,
    firstName: sender.firstName,
    lastName: sender.lastName,
    agent: agent && {
      id: agent.id,
      firstName: agent.firstName,
      lastName: agent.lastName,
      photo: agent.photo,
    },
  },
});

export const presentMessageEvent = (row: MessageRow, mentions: Mentions): ChatMessageEvent => ({
  ...presentMessage(row),
  mentions,
});
