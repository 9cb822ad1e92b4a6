import type { Perimeter, PerimeterUpdate } from '@secops/domain/missions.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { perimeterQueryOptions } from './get-perimeter.ts';

/** PATCH /api/missions/{id}/perimeter (staff): on/off, radius and centre; answers the saved perimeter. */
export const updatePerimeter = (missionId: string, body: PerimeterUpdate): Promise<Perimeter> =>
  api.patch<Perimeter>(`/missions/${encodeURIComponent(missionId)}/perimeter`, body);

/** Saving reads the perimeter again, so the live map and the agents' mission maps draw the new circle. */
export function useUpdatePerimeter(missionId: string, config?: MutationConfig<Perimeter, PerimeterUpdate>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: PerimeterUpdate) => updatePerimeter(missionId, body),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: perimeterQueryOptions(missionId).queryKey });
      return config?.onSuccess?.(...args);
    },
  });
}
