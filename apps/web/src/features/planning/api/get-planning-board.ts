import type { Board } from '@secops/domain/planning-board';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { planningBoardPath } from './board-path.ts';

/** The scheduling board of Paris days `from` to `to` (YYYY-MM-DD, both included). */
export const getPlanningBoard = (from: string, to: string): Promise<Board> =>
  api.get<Board>(planningBoardPath(from, to));

export const planningBoardQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ['planning', 'board', from, to],
    queryFn: () => getPlanningBoard(from, to),
    // Shifts are planned on other screens and by other dispatchers: read again each time it is shown.
    staleTime: 0,
  });

/** The week stays on screen while the next one loads (no blank board between weeks). */
export const usePlanningBoard = (from: string, to: string) =>
  useQuery({ ...planningBoardQueryOptions(from, to), placeholderData: keepPreviousData });
