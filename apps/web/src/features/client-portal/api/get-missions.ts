import type { ClientMission, ClientMissionDetail } from '@secops/domain/client-portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/client/missions: the company's missions, in progress first, then coming, then finished. */
export const getClientMissions = (): Promise<ClientMission[]> => api.get<ClientMission[]>('/client/missions');

export const clientMissionsQueryOptions = () =>
  queryOptions({ queryKey: ['client-portal', 'missions'] as const, queryFn: getClientMissions });

export const useClientMissions = () => useQuery(clientMissionsQueryOptions());

/** GET /api/client/missions/{id}: one of its missions (another company's answers 404). */
export const getClientMission = (id: string): Promise<ClientMissionDetail> =>
  api.get<ClientMissionDetail>(`/client/missions/${encodeURIComponent(id)}`);

export const clientMissionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['client-portal', 'missions', id] as const, queryFn: () => getClientMission(id) });

export const useClientMission = (id: string) => useQuery(clientMissionQueryOptions(id));
