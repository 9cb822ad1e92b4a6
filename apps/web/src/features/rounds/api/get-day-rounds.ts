import type { Round } from '@secops/domain/rounds';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Staff get nothing live from the rounds: the day's list is read again this often. */
export const DAY_ROUNDS_REFRESH_MS = 30_000;

/** GET /api/missions/{id}/rounds?date=: the rounds of a Paris day, by time, those still to come as PLANNED. */
export const getDayRounds = (missionId: string, date: string): Promise<Round[]> =>
  api.get<Round[]>(`/missions/${encodeURIComponent(missionId)}/rounds`, { query: { date } });

export const dayRoundsQueryOptions = (missionId: string, date: string) =>
  queryOptions({
    queryKey: ['rounds', 'day', missionId, date] as const,
    queryFn: () => getDayRounds(missionId, date),
    refetchInterval: DAY_ROUNDS_REFRESH_MS,
  });

/** The previous day's rounds stay on screen while another day loads. */
export const useDayRounds = (missionId: string, date: string) =>
  useQuery({ ...dayRoundsQueryOptions(missionId, date), placeholderData: keepPreviousData });
