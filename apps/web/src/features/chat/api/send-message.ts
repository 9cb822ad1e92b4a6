import type { ChatMessageEvent } from '@secops/domain/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { ACK_TIMEOUT_MS, chatSocket, unwrapAck } from '../../../lib/socket.ts';
import { addMessage } from './get-messages.ts';

/** The HTTP way of sending a message, used while the live socket is down. */
export const postMessage = (missionId: string, content: string): Promise<ChatMessageEvent> =>
  api.post<ChatMessageEvent>(`/chat/mission/${encodeURIComponent(missionId)}`, { content, type: 'TEXT' });

/**
 * Sends over the live socket (message:send) when it is connected, else over HTTP; answers the stored message.
 * A socket that does not answer in time fails the send (the text stays in the composer to try again), rather
 * than risking the same message twice over HTTP.
 */
export async function sendMessage(missionId: string, content: string): Promise<ChatMessageEvent> {
  const socket = chatSocket();
  if (!socket.connected) return postMessage(missionId, content);
  const ack = await socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('message:send', { content, missionId, type: 'TEXT' });
  return unwrapAck(ack).message;
}

export function useSendMessage(missionId: string, config?: MutationConfig<ChatMessageEvent, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (content: string) => sendMessage(missionId, content),
    onSuccess: (message, ...rest) => {
      addMessage(queryClient, message);
      return config?.onSuccess?.(message, ...rest);
    },
  });
}
