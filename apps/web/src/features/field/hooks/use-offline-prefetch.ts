import type { MissionListItem } from '@secops/domain/missions.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Once Mes Missions has its list, reads the page of every mission and the profile, so that each is kept on the
 * phone: a mission page never opened before then opens without network. The code loads after the list is shown.
 */
export function useOfflinePrefetch(
  missions: readonly MissionListItem[] | undefined,
  agentId: string | null,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!missions || !navigator.onLine) return;
    void import('../utils/prefetch-missions.ts')
      .then((m) => m.prefetchMissions(queryClient, missions, agentId))
      .catch(() => undefined);
  }, [queryClient, missions, agentId]);
}
