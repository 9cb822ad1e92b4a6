import type { AgentSuggestion } from '@secops/domain/planning.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

export type SuggestAgentsBody = { missionId: string; startAt: string; endAt: string; limit: number };

/** The active agents ranked for a mission window, best first (asked on demand, so a mutation). */
export const suggestAgents = (body: SuggestAgentsBody): Promise<AgentSuggestion[]> =>
  api.post<AgentSuggestion[]>('/planning/suggest-agents', body);

export const useSuggestAgents = (config?: MutationConfig<AgentSuggestion[], SuggestAgentsBody>) =>
  useMutation({ ...config, mutationFn: suggestAgents });
