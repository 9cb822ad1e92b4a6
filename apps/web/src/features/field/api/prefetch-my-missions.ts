import type { QueryClient } from '@tanstack/react-query';
import { myMissionsQueryOptions } from './get-my-missions.ts';
import { myShiftsQueryOptions } from './get-my-shifts.ts';

/**
 * Asks for Mes Missions' missions and shifts before the screen is drawn: a page load on /agent does so as the
 * application starts, so that the mission cards (the page's largest paint) do not wait for the screen's code first.
 */
export function prefetchMyMissions(queryClient: QueryClient, agentId: string | null): void {
  void queryClient.prefetchQuery(myMissionsQueryOptions());
  if (agentId) void queryClient.prefetchQuery(myShiftsQueryOptions(agentId));
}
