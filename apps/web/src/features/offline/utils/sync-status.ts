import { formatMessage } from '@secops/domain/format-message';
import type { SyncPhase } from '../stores/offline-store.ts';
import { OFFLINE_TEXTS as T } from '../texts.ts';
import type { QueuedAction } from './offline-types.ts';

const plural = new Intl.PluralRules('fr-FR');

/** '1 élément en attente', '3 éléments en attente' (French counts 0 and 1 as singular). */
export const pendingText = (count: number): string =>
  formatMessage(plural.select(count) === 'one' ? T.pendingOne : T.pendingMany, {
    n: count,
  });

/**
 * What the guard did and is waiting: ticks and incident reports. Positions, taken every few seconds while sharing,
 * are sent along without being counted.
 */
export const countedActions = (pending: readonly QueuedAction[]): number =>
  pending.filter((action) => action.kind !== 'position').length;

type SyncState = { online: boolean; phase: SyncPhase; count: number };

/**
 * The agent header's line: 'Hors ligne — 3 éléments en attente' without network, 'Synchronisation…' while sending,
 * what still waits for a retry, then 'Synchronisé' for a moment; nothing when there is nothing to say.
 */
export function syncStatusText({ online, phase, count }: SyncState): string | null {
  if (!online) return count > 0 ? `${T.offline} — ${pendingText(count)}` : T.offline;
  if (phase === 'syncing') return T.syncing;
  if (count > 0) return pendingText(count);
  if (phase === 'synced') return T.synced;
  return null;
}
