import type { ChatMessageEvent } from '@secops/domain/chat';
import * as MSG from '@secops/domain/messages';
import { isField } from '@secops/domain/role-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { ACK_TIMEOUT_MS, chatSocket, unwrapAck } from '../../../lib/socket.ts';
import { useSessionUser } from '../../auth/index.ts';
import { isUnreachable, onActionSent, queueAction } from '../../offline/index.ts';
import { addMessage } from './get-messages.ts';

/** The HTTP way of sending a message, used while the live socket is down. */
export const postMessage = (missionId: string, content: string, clientRequestId?: string) =>
  api.post<ChatMessageEvent>(`/chat/mission/${encodeURIComponent(missionId)}`, {
    content,
    type: 'TEXT',
    clientRequestId,
  });

/** What a socket that did not answer in time throws (socket.io's timeout). */
const noAnswer = (error: unknown) =>
  error instanceof Error && !(error instanceof ApiError) && error.message === 'operation has timed out';

/**
 * Sends over the live socket (message:send) when it is connected and the browser online, else over HTTP; answers
 * the stored message. The message's own id makes a send repeated after an unanswered one the same message.
 */
export async function sendMessage(
  missionId: string,
  content: string,
  clientRequestId: string = crypto.randomUUID(),
): Promise<ChatMessageEvent> {
  const socket = chatSocket();
  if (!socket.connected || !navigator.onLine) return postMessage(missionId, content, clientRequestId);
  const ack = await socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('message:send', { content, missionId, type: 'TEXT', clientRequestId });
  return unwrapAck(ack).message;
}

/**
 * A guard's message that cannot reach the server (no network, or a socket that stopped answering) is kept on the
 * phone and sent with the network, with the time it was written and its id (the server dates it then, and stores
 * it once even if the unanswered send had arrived): null then.
 */
export async function sendOrQueue(
  missionId: string,
  content: string,
  queueWhenUnreachable: boolean,
): Promise<ChatMessageEvent | null> {
  const sentAt = new Date().toISOString();
  const clientRequestId = crypto.randomUUID();
  try {
    return await sendMessage(missionId, content, clientRequestId);
  } catch (error) {
    if (!queueWhenUnreachable || !(isUnreachable(error) || noAnswer(error))) throw error;
    await queueAction({ kind: 'chat', body: { missionId, content, type: 'TEXT', sentAt, clientRequestId } });
    return null;
  }
}

/** Messages sent from the queue when the network returned join the history shown. */
export function useSyncedMessages(missionId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onActionSent((action, result) => {
        if (action.kind === 'chat' && action.body.missionId === missionId && result) {
          addMessage(queryClient, result as ChatMessageEvent);
        }
      }),
    [queryClient, missionId],
  );
}

export function useSendMessage(missionId: string, config?: MutationConfig<ChatMessageEvent | null, string>) {
  const queryClient = useQueryClient();
  const role = useSessionUser()?.role;
  const fieldUser = role !== undefined && isField(role);
  return useMutation({
    ...config,
    // A guard's message runs even when the browser says it is offline: it is then queued rather than left waiting.
    networkMode: fieldUser ? 'always' : 'online',
    mutationFn: (content: string) => sendOrQueue(missionId, content, fieldUser),
    onSuccess: (message, ...rest) => {
      if (message) addMessage(queryClient, message);
      else toast.info(MSG.offlineMessageQueued);
      return config?.onSuccess?.(message, ...rest);
    },
  });
}
