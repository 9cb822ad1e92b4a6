import type { MissionListItem } from '@secops/domain/missions.schemas';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { myMissionQueryOptions } from '../api/get-my-mission.ts';
import { myAgentQueryOptions, myStatsQueryOptions } from '../api/get-my-profile.ts';

/** Two readings at a time: the phone keeps its network for what the guard opens meanwhile. */
const PARALLEL = 2;
/** A page kept less than this ago is not read again when Mes Missions is shown again. */
const KEEP_AGAIN_MS = 5 * 60 * 1000;
const keptAt = new Map<string, number>();

type Read = { key: string; run: () => Promise<unknown> };

/** Reads a page through its query, not held in memory (gcTime 0): its query keeps the copy on the phone. */
const keep = <T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Read => ({
  key: JSON.stringify(options.queryKey),
  run: () => queryClient.fetchQuery({ ...options, gcTime: 0 }),
});

/**
 * Reads every mission's page (shifts, details, check-list) and the profile, so that the phone keeps a copy of each.
 * A page opened later reads the server, or that copy without network.
 */
export async function prefetchMissions(
  queryClient: QueryClient,
  missions: readonly MissionListItem[],
  agentId: string | null,
  now = Date.now(),
): Promise<void> {
  const reads = [
    ...missions.map(({ id }) => keep(queryClient, myMissionQueryOptions(id))),
    ...(agentId
      ? [keep(queryClient, myAgentQueryOptions(agentId)), keep(queryClient, myStatsQueryOptions(agentId))]
      : []),
  ].filter(({ key }) => now - (keptAt.get(key) ?? -Infinity) >= KEEP_AGAIN_MS);
  const worker = async () => {
    for (let read = reads.shift(); read; read = reads.shift()) {
      await read.run().then(
        () => void keptAt.set(read.key, now),
        () => undefined,
      );
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}
