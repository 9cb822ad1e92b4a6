// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useOfflineStore } from '../stores/offline-store.ts';
import type { QueuedAction } from '../utils/offline-types.ts';

const actionQueue = vi.hoisted(() => ({ start: vi.fn(async () => undefined), stop: vi.fn() }));
vi.mock('../utils/sync-runtime.ts', () => ({ actionQueue, onQueueSettled: () => () => undefined }));
const { OfflineStatus } = await import('./offline-status.tsx');

const waiting = (kinds: QueuedAction['kind'][]) => kinds.map((kind, seq) => ({ kind, seq }) as QueuedAction);

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(() => useOfflineStore.setState({ pending: [], phase: 'idle', copies: {} }));
afterEach(() => {
  cleanup();
  setOnline(true);
});

describe('OfflineStatus', () => {
  it('starts the queue of the signed-in user and follows the network and the queue', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OfflineStatus userId="user-1" />
      </QueryClientProvider>,
    );
    expect(actionQueue.start).toHaveBeenCalledWith('user-1');
    const line = screen.getByRole('status');
    expect(line.textContent).toBe('');

    setOnline(false);
    act(() => useOfflineStore.setState({ pending: waiting(['tick', 'incident', 'tick', 'position']) }));
    expect(line.textContent).toBe('Hors ligne — 3 éléments en attente');
    act(() => useOfflineStore.setState({ pending: waiting(['tick']) }));
    expect(line.textContent).toBe('Hors ligne — 1 élément en attente');

    setOnline(true);
    act(() => useOfflineStore.setState({ phase: 'syncing' }));
    expect(line.textContent).toBe('Synchronisation…');
    act(() => useOfflineStore.setState({ phase: 'synced', pending: [] }));
    expect(line.textContent).toBe('Synchronisé');
  });
});
