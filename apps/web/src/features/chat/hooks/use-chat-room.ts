import type { ChatMessageEvent, TypingEvent } from '@secops/domain/chat';
import { CHAT_NAMESPACE } from '@secops/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chatSocket } from '../../../lib/socket.ts';
import { useSocketConnected } from '../../../lib/use-socket-connected.ts';
import { addMessage, messagesQueryOptions } from '../api/get-messages.ts';
import { announceMention, mentionsMe } from '../utils/announce-mention.ts';

/** A typing indicator whose typing:stop was lost (connection dropped) goes away after this long. */
const TYPING_EXPIRY_MS = 6000;
/**
 * Joins the mission's chat room on the /chat socket: new messages go into the history cache (each once), a message
 * mentioning the signed-in user (or everyone) shows the mention toast with its sound, and the others' typing is
 * tracked. After a reconnection the history is read again, since messages sent meanwhile were missed.
 */
export function useChatRoom(missionId: string, selfId: string | null) {
  const queryClient = useQueryClient();
  const connected = useSocketConnected(CHAT_NAMESPACE);
  const [typers, setTypers] = useState<Record<string, string>>({});
  // Live only once the server has let this user into the mission's room (connected alone is not enough).
  const [joined, setJoined] = useState(false);

  useEffect(() => {
    const socket = chatSocket();
    const expiries = new Map<string, number>();
    const stopTyping = (userId: string) => {
      window.clearTimeout(expiries.get(userId));
      expiries.delete(userId);
      setTypers(({ [userId]: _gone, ...others }) => others);
    };
    const subscribe = () => socket.emit('mission:subscribe', { missionId }, (ack) => setJoined(ack.ok));
    const onDisconnect = () => setJoined(false);
    const onConnect = () => {
      subscribe();
      void queryClient.invalidateQueries({ queryKey: messagesQueryOptions(missionId).queryKey });
    };
    const onMessage = (message: ChatMessageEvent) => {
      if (message.missionId !== missionId) return;
      addMessage(queryClient, message);
      if (message.senderId) stopTyping(message.senderId);
      if (selfId && message.senderId !== selfId && mentionsMe(message.mentions, selfId))
        announceMention(message);
    };
    const onTypingStart = ({ userId, name, missionId: room }: TypingEvent) => {
      if (room !== missionId || userId === selfId) return;
      setTypers((current) => ({ ...current, [userId]: name }));
      window.clearTimeout(expiries.get(userId));
      expiries.set(
        userId,
        window.setTimeout(() => stopTyping(userId), TYPING_EXPIRY_MS),
      );
    };
    const onTypingStop = ({ userId, missionId: room }: TypingEvent) => {
      if (room === missionId) stopTyping(userId);
    };

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('message:new', onMessage);
    socket.on('typing:start', onTypingStart);
    socket.on('typing:stop', onTypingStop);
    if (socket.connected) subscribe();
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('message:new', onMessage);
      socket.off('typing:start', onTypingStart);
      socket.off('typing:stop', onTypingStop);
      expiries.forEach((timer) => window.clearTimeout(timer));
      setTypers({});
      setJoined(false);
      if (socket.connected) socket.emit('mission:unsubscribe', { missionId });
    };
  }, [missionId, selfId, queryClient]);

  return { connected: connected && joined, typers: Object.values(typers) };
}
