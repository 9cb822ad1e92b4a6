import type { Round } from '@secops/domain/rounds';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { formatParis } from '../../../lib/format.ts';

/** The Paris calendar day of an instant, as the rounds list takes it. */
export const parisDay = (at: string): string => formatParis(at, 'yyyy-MM-dd');

/** GET /api/missions/{id}/rounds?date=: the rounds of that Paris day, the started ones with their scans. */
export const getRoundsOfDay = (missionId: string, date: string): Promise<Round[]> =>
  api.get<Round[]>(`/missions/${encodeURIComponent(missionId)}/rounds?date=${encodeURIComponent(date)}`);

export const roundsOfDayQueryOptions = (missionId: string, date: string) =>
  queryOptions({
    queryKey: ['field', 'rounds', 'day', missionId, date],
    queryFn: () => getRoundsOfDay(missionId, date),
  });
