import type { MissionListItem } from '@secops/domain/missions.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../../../lib/when-idle.ts';

/**
 * Once Mes Missions has its list, reads the page of every mission and the profile, so that each is kept on the
 * phone: a mission page never opened before then opens without network. The code loads once the browser is idle
 * after the list is shown: the list's own paint comes first.
 */
export function useOfflinePrefetch(
  missions: readonly MissionListItem[] | undefined,
  agentId: string | null,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!missions || !navigator.onLine) return;
    let cancelled = false;
    whenIdle(() => {
      if (cancelled || !navigator.onLine) return;
      void import('../utils/prefetch-missions.ts')
        .then((m) => m.prefetchMissions(queryClient, missions, agentId))
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, [queryClient, missions, agentId]);
}
