import { useEffect } from 'react';
import { onActionSent } from '../../offline/index.ts';
import { applySentRound } from '../stores/local-rounds-store.ts';

/**
 * What the queue sends once the network is back updates the phone's rounds: the round's id (unknown when started
 * offline), each scan's flags, the final status. Every rounds screen listens (applying an answer twice changes nothing).
 */
export function useSentRounds(): void {
  useEffect(() => onActionSent(applySentRound), []);
}
