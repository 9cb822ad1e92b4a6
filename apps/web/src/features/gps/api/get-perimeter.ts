import type { Perimeter } from '@secops/domain/missions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A mission's perimeter: a circle around the mission place, drawn when enabled. */
export const getPerimeter = (missionId: string): Promise<Perimeter> =>
  api.get<Perimeter>(`/gps/perimeter/${encodeURIComponent(missionId)}`);

export const perimeterQueryOptions = (missionId: string) =>
  queryOptions({ queryKey: ['gps', 'perimeter', missionId], queryFn: () => getPerimeter(missionId) });

/** Asked only once a mission is chosen (the whole map has no single perimeter). */
export const usePerimeter = (missionId: string | null) =>
  useQuery({ ...perimeterQueryOptions(missionId ?? ''), enabled: missionId !== null });
