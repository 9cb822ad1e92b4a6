// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionToQueue, QueuedRoundRef } from '../utils/offline-types.ts';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client.ts', () => ({ api: { post } }));

const USER = 'user-lucas';
const START = { clientRequestId: 'start-1', startedAt: '2026-11-27T21:05:00.000Z' };
const ref: QueuedRoundRef = {
  missionId: 'mission-1',
  tourId: 'tour-1',
  roundId: null,
  startRequestId: START.clientRequestId,
  startedAt: START.startedAt,
};
const start: ActionToQueue = {
  kind: 'round-start',
  body: { ...START, missionId: 'mission-1', tourId: 'tour-1' },
};
const scan = (n: number, roundId: string | null = null): ActionToQueue => ({
  kind: 'round-scan',
  body: {
    ...ref,
    roundId,
    clientRequestId: `scan-${n}`,
    scannedAt: `2026-11-27T21:1${n}:00.000Z`,
    method: 'QR',
    code: `code-${n}`,
    lat: 48.8375,
    lng: 2.3831,
    accuracy: 12,
  },
});
const finish: ActionToQueue = {
  kind: 'round-finish',
  body: { ...ref, clientRequestId: 'finish-1', finishedAt: '2026-11-27T21:30:00.000Z' },
};

/** The server: one round for the start's clientRequestId, scans and the end answered on it. */
function server() {
  post.mockImplementation(async (path: string, body: { clientRequestId?: string }) => {
    if (path === '/tours/tour-1/rounds') return { id: 'round-1', status: 'IN_PROGRESS', scans: [] };
    if (path === '/rounds/round-1/scans') return { id: `recorded-${body.clientRequestId}`, flags: [] };
    if (path === '/rounds/round-1/finish') return { id: 'round-1', status: 'COMPLETE' };
    throw new Error(`unexpected ${path}`);
  });
}

/** A fresh page: the modules (the queue, and what it learnt of the rounds) load again; the phone's IndexedDB stays. */
async function loadPage(online: () => boolean) {
  vi.resetModules();
  const { createActionQueue } = await import('../utils/action-queue.ts');
  const { sendAction } = await import('./send-action.ts');
  const db = await import('../utils/offline-db.ts');
  const queue = createActionQueue({
    send: sendAction,
    isOnline: online,
    events: {
      pending: () => undefined,
      phase: () => undefined,
      sent: () => undefined,
      refused: () => undefined,
      settled: () => undefined,
    },
  });
  const keep = (action: ActionToQueue) =>
    db.addAction({ ...action, userId: USER, createdAt: new Date().toISOString(), attempts: 0 });
  return { queue, db, keep };
}

const calls = () => post.mock.calls.map(([path, body]) => [path, body] as [string, unknown]);

beforeEach(() => {
  indexedDB.deleteDatabase('secops-offline');
  server();
});
afterEach(() => vi.clearAllMocks());

describe('a round queued without network', () => {
  it('sends its start, its scans and its end once, in order, the scans to the round the start made', async () => {
    let online = false;
    const { queue, db, keep } = await loadPage(() => online);
    await queue.start(USER);
    for (const action of [start, scan(1), scan(2), finish]) await keep(action);
    await queue.flush();
    expect(post).not.toHaveBeenCalled();

    online = true;
    await queue.flush();
    await queue.flush();
    expect(calls()).toEqual([
      ['/tours/tour-1/rounds', START],
      [
        '/rounds/round-1/scans',
        {
          clientRequestId: 'scan-1',
          scannedAt: '2026-11-27T21:11:00.000Z',
          method: 'QR',
          code: 'code-1',
          lat: 48.8375,
          lng: 2.3831,
          accuracy: 12,
        },
      ],
      ['/rounds/round-1/scans', expect.objectContaining({ clientRequestId: 'scan-2', code: 'code-2' })],
      ['/rounds/round-1/finish', { finishedAt: '2026-11-27T21:30:00.000Z' }],
    ]);
    expect(await db.listActions(USER)).toEqual([]);
    await db.closeOfflineDb();
  });

  it('asks for its round again with the same start (id and time) when a scan waits after a reload', async () => {
    const first = await loadPage(() => true);
    await first.keep(start);
    await first.queue.start(USER);
    await first.db.closeOfflineDb();
    first.queue.stop();
    post.mockClear();

    // The start went; the app closed before the scan made offline could go. The new page never saw the round's id.
    let online = false;
    const second = await loadPage(() => online);
    await second.keep(scan(1));
    await second.queue.start(USER);
    online = true;
    await second.queue.flush();
    expect(calls().map(([path]) => path)).toEqual(['/tours/tour-1/rounds', '/rounds/round-1/scans']);
    expect(calls()[0]![1]).toEqual(START);
    await second.db.closeOfflineDb();
  });

  it('sends a scan made once the round was known straight to it', async () => {
    const { queue, db, keep } = await loadPage(() => true);
    await keep(scan(3, 'round-1'));
    await queue.start(USER);
    expect(calls().map(([path]) => path)).toEqual(['/rounds/round-1/scans']);
    await db.closeOfflineDb();
  });
});
