import type { ChatMember } from '@secops/domain/missions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Who is in a mission's chat: active staff and the agents assigned to it, each with a display name. */
export const getChatMembers = (missionId: string): Promise<ChatMember[]> =>
  api.get<ChatMember[]>(`/missions/${encodeURIComponent(missionId)}/chat-members`);

export const chatMembersQueryOptions = (missionId: string) =>
  queryOptions({ queryKey: ['chat', 'members', missionId], queryFn: () => getChatMembers(missionId) });

export const useChatMembers = (missionId: string) => useQuery(chatMembersQueryOptions(missionId));
