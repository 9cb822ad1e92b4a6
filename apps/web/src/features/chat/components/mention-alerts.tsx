import type { ChatMessageEvent } from '@secops/domain/chat';
import { useEffect } from 'react';
import { chatSocket } from '../../../lib/socket.ts';
import { announceMention, mentionsMe } from '../utils/announce-mention.ts';

/**
 * Mentions of the signed-in user anywhere in the field area: the server sends mention:new to their sockets that are
 * not in the mission's chat room (the mission page announces the others itself).
 */
export function MentionAlerts({ userId }: { userId: string }) {
  useEffect(() => {
    const socket = chatSocket();
    const onMention = (message: ChatMessageEvent) => {
      if (message.senderId !== userId && mentionsMe(message.mentions, userId)) announceMention(message);
    };
    socket.on('mention:new', onMention);
    return () => {
      socket.off('mention:new', onMention);
    };
  }, [userId]);
  return null;
}
