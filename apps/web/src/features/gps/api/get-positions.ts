import type { LivePosition } from '@secops/domain/gps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The map shows the agents whose last position is less than this old (older ones are off duty). */
export const MAP_WINDOW_HOURS = 12;

/** Latest position of each agent, of one mission or of all, within the map's window. */
export const getPositions = (missionId: string | null): Promise<LivePosition[]> =>
  api.get<LivePosition[]>('/gps/positions', {
    query: {
      missionId,
      since: new Date(Date.now() - MAP_WINDOW_HOURS * 3_600_000).toISOString(),
    },
  });

/** Live data: read again each time the map opens; position:updated events keep it current meanwhile. */
export const positionsQueryOptions = (missionId: string | null) =>
  queryOptions({
    queryKey: ['gps', 'positions', missionId ?? 'all'],
    queryFn: () => getPositions(missionId),
    staleTime: 0,
  });

export const usePositions = (missionId: string | null) => useQuery(positionsQueryOptions(missionId));
