import { CHAT_TYPING_IDLE_MS } from '@secops/domain/chat';
import { useCallback, useEffect, useRef } from 'react';
import { chatSocket } from '../../../lib/socket.ts';

/**
 * Tells the room this user is typing: typing:start at the first keystroke, typing:stop 2 s after the last one
 * (or at once when the message is sent, or the chat closes). Nothing is sent while the socket is down.
 */
export function useTypingNotifier(missionId: string) {
  const typing = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!typing.current) return;
    typing.current = false;
    const socket = chatSocket();
    if (socket.connected) socket.emit('typing:stop', { missionId });
  }, [missionId]);

  const keystroke = useCallback(() => {
    const socket = chatSocket();
    if (!socket.connected) return;
    if (!typing.current) {
      typing.current = true;
      socket.emit('typing:start', { missionId });
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(stop, CHAT_TYPING_IDLE_MS);
  }, [missionId, stop]);

  useEffect(() => stop, [stop]);

  return { keystroke, stop };
}
