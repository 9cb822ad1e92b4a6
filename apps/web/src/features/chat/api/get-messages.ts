import { CHAT_PAGE_DEFAULT, type ChatMessage } from '@secops/domain/chat';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One page of a mission's messages, newest first, older than `before` (a message id) when given. */
export const getMessages = (missionId: string, before?: string): Promise<ChatMessage[]> =>
  api.get<ChatMessage[]>(`/chat/mission/${encodeURIComponent(missionId)}`, {
    query: { limit: CHAT_PAGE_DEFAULT, before },
  });

/** Pages go back in time: each one starts before the oldest message of the previous one. */
export const messagesQueryOptions = (missionId: string) =>
  infiniteQueryOptions({
    queryKey: ['chat', 'messages', missionId],
    queryFn: ({ pageParam }) => getMessages(missionId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ChatMessage[]) =>
      page.length < CHAT_PAGE_DEFAULT ? undefined : page.at(-1)?.id,
  });

export const useMessages = (missionId: string) => useInfiniteQuery(messagesQueryOptions(missionId));

/** Adds a message that just arrived (or was just sent) at the newest end, once even if it comes twice. */
export function addMessage(queryClient: QueryClient, message: ChatMessage): void {
  const { queryKey } = messagesQueryOptions(message.missionId);
  queryClient.setQueryData<InfiniteData<ChatMessage[], string | undefined>>(queryKey, (data) => {
    if (!data || data.pages.some((page) => page.some((m) => m.id === message.id))) return data;
    const [newest = [], ...older] = data.pages;
    return { ...data, pages: [[message, ...newest], ...older] };
  });
}

/** Every loaded message, oldest first (the server answers newest first: the spec shows them reversed). */
export const oldestFirst = (pages: readonly ChatMessage[][]): ChatMessage[] => pages.flat().reverse();
