import { useSessionUser } from '../../auth/index.ts';
import { useLocalRoundsStore, type LocalRound } from '../stores/local-rounds-store.ts';

const NONE: LocalRound[] = [];

/** The rounds the signed-in guard started on this phone (another account's stay hidden). */
export function useMyRounds(): LocalRound[] {
  const userId = useSessionUser()?.id ?? null;
  const rounds = useLocalRoundsStore((state) => state.rounds);
  if (userId === null) return NONE;
  return rounds.filter((round) => round.userId === userId);
}
