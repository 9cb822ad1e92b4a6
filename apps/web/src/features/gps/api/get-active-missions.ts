import type { MissionListItem } from '@secops/domain/missions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The ACTIVE missions: every one for staff, only the agent's own for field roles (the server filters). */
export const getActiveMissions = (): Promise<MissionListItem[]> =>
  api.get<MissionListItem[]>('/missions', { query: { status: 'ACTIVE' } });

/** Under ['missions', 'list'], so a mission status change elsewhere refreshes it too. */
export const activeMissionsQueryOptions = () =>
  queryOptions({ queryKey: ['missions', 'list', { status: 'ACTIVE' }], queryFn: getActiveMissions });

export const useActiveMissions = () => useQuery(activeMissionsQueryOptions());
