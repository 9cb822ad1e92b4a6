import { describe, expect, it } from 'vitest';
import { OFFLINE_TEXTS } from '../texts.ts';
import type { QueuedAction } from './offline-types.ts';
import { countedActions, pendingText, syncStatusText } from './sync-status.ts';

describe('the agent header line about the network', () => {
  it('says offline with the count of actions waiting, in French plural', () => {
    expect(syncStatusText({ online: false, phase: 'waiting', count: 3 })).toBe(
      'Hors ligne — 3 éléments en attente',
    );
    expect(syncStatusText({ online: false, phase: 'waiting', count: 1 })).toBe(
      'Hors ligne — 1 élément en attente',
    );
    expect(syncStatusText({ online: false, phase: 'idle', count: 0 })).toBe('Hors ligne');
  });

  it('says it is sending, then what still waits for a retry, then that all is sent', () => {
    expect(syncStatusText({ online: true, phase: 'syncing', count: 2 })).toBe('Synchronisation…');
    expect(syncStatusText({ online: true, phase: 'waiting', count: 2 })).toBe('2 éléments en attente');
    expect(syncStatusText({ online: true, phase: 'synced', count: 0 })).toBe('Synchronisé');
    expect(syncStatusText({ online: true, phase: 'idle', count: 0 })).toBeNull();
  });

  it('reads its words from the feature’s texts', () => {
    expect(pendingText(2)).toBe(OFFLINE_TEXTS.pendingMany.replace('{n}', '2'));
    expect(pendingText(0)).toBe('0 élément en attente');
  });

  it('counts the ticks and reports, not the positions sent along', () => {
    const action = (kind: QueuedAction['kind']) => ({ kind }) as QueuedAction;
    expect(countedActions([action('tick'), action('position'), action('incident'), action('position')])).toBe(
      2,
    );
  });
});
