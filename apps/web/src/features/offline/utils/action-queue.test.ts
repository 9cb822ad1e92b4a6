// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiErrors from '../../../lib/api-error.ts';
import type { SyncPhase } from '../stores/offline-store.ts';
import type { ActionToQueue, QueuedAction } from './offline-types.ts';

const USER = 'user-lucas';
const OTHER_USER = 'user-ines';
const MISSION = '7f0c2a52-55a1-4c1e-9d0e-3f1f2b7b9a10';

const tick = (checklistId: string, checked = true): ActionToQueue => ({
  kind: 'tick',
  body: {
    checklistId,
    agentId: 'agent-1',
    missionId: MISSION,
    checked,
    clientRequestId: `tick-${checklistId}`,
    checkedAt: '2026-11-27T19:01:21.000Z',
  },
});
const incident = (title: string): ActionToQueue => ({
  kind: 'incident',
  body: {
    missionId: MISSION,
    type: 'other',
    title,
    description: 'Ronde',
    clientRequestId: `incident-${title}`,
    occurredAt: '2026-11-27T19:01:25.000Z',
  },
});
const position = (n: number): ActionToQueue => ({
  kind: 'position',
  body: {
    missionId: MISSION,
    lat: 48.86,
    lng: 2.33,
    accuracy: 10,
    recordedAt: new Date(Date.UTC(2026, 2, 12, 8, 0, n)).toISOString(),
    clientRequestId: `position-${n}`,
  },
});
const made = (action: ActionToQueue, userId = USER) => ({
  ...action,
  userId,
  createdAt: new Date().toISOString(),
  attempts: 0,
});
const names = (actions: readonly QueuedAction[]) =>
  actions.map((a) => (a.kind === 'incident' ? a.body.title : a.body.clientRequestId));

type Errors = typeof ApiErrors;

/** A fresh page: the modules (and their queue) are loaded again, the phone's IndexedDB stays. */
async function loadPage(
  send: (action: QueuedAction, errors: Errors) => Promise<unknown>,
  online = () => true,
) {
  vi.resetModules();
  const { createActionQueue } = await import('./action-queue.ts');
  const db = await import('./offline-db.ts');
  const errors = await import('../../../lib/api-error.ts');
  const seen = { pending: [] as QueuedAction[], phases: [] as SyncPhase[], refused: [] as QueuedAction[] };
  const queue = createActionQueue({
    send: (action) => send(action, errors),
    isOnline: online,
    events: {
      pending: (actions) => (seen.pending = actions),
      phase: (phase) => seen.phases.push(phase),
      sent: () => undefined,
      refused: (action) => seen.refused.push(action),
      settled: () => undefined,
    },
  });
  /** What a screen does: keep the action (at most 3 positions here), then ask the queue to run. */
  const enqueue = async (action: ReturnType<typeof made>) => {
    await db.addAction(action, 3);
    await queue.start(action.userId);
  };
  return { queue, db, seen, errors, enqueue };
}

let closeDb: (() => Promise<void>) | null = null;

/** Lets IndexedDB's work (on real macrotasks) finish between fake timer steps. */
async function settle(): Promise<void> {
  for (let i = 0; i < 40; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

beforeEach(() => {
  // Every test starts from an empty phone.
  indexedDB.deleteDatabase('secops-offline');
});
afterEach(async () => {
  await closeDb?.();
  closeDb = null;
  vi.useRealTimers();
});

describe('the offline action queue', () => {
  it('sends the actions in the order they were made, each once, and empties the queue', async () => {
    const sent: string[] = [];
    let online = false;
    const { queue, db, seen, enqueue } = await loadPage(
      async (action) => void sent.push(names([action])[0]!),
      () => online,
    );
    closeDb = db.closeOfflineDb;
    await queue.start(USER);
    await enqueue(made(tick('a')));
    await enqueue(made(incident('Porte forcée')));
    await enqueue(made(tick('b')));
    expect(names(seen.pending)).toEqual(['tick-a', 'Porte forcée', 'tick-b']);
    expect(sent).toEqual([]);

    online = true;
    await queue.flush();
    expect(sent).toEqual(['tick-a', 'Porte forcée', 'tick-b']);
    expect(seen.pending).toEqual([]);
    expect(await db.listActions(USER)).toEqual([]);
    expect(seen.phases.slice(-2)).toEqual(['syncing', 'synced']);
    await queue.flush();
    expect(sent).toHaveLength(3);
  });

  it('keeps every action when the network fails and tries again after 1, 2 then 4 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let failing = true;
    const tries: string[] = [];
    const { queue, db, seen, enqueue } = await loadPage(async (action, errors) => {
      tries.push(names([action])[0]!);
      if (failing) throw errors.networkError();
    });
    closeDb = db.closeOfflineDb;
    await queue.start(USER);
    await enqueue(made(tick('a')));
    await enqueue(made(tick('b')));
    await settle();
    expect(tries).toEqual(['tick-a']);
    expect(seen.phases.at(-1)).toBe('waiting');

    // The next try waits 1 s, then 2 s, then 4 s; the order is kept (b never overtakes a).
    for (const wait of [1000, 2000, 4000]) {
      const before = tries.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      await settle();
      expect(tries).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(tries).toEqual(Array(before + 1).fill('tick-a'));
    }
    expect((await db.listActions(USER)).map((a) => a.attempts)).toEqual([4, 0]);

    failing = false;
    await vi.advanceTimersByTimeAsync(8000);
    await settle();
    expect(tries.slice(-3)).toEqual(['tick-a', 'tick-a', 'tick-b']);
    expect(await db.listActions(USER)).toEqual([]);
  });

  it('sends at once when the browser says the network is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let failing = true;
    const sent: string[] = [];
    const { queue, db, enqueue } = await loadPage(async (action, errors) => {
      if (failing) throw errors.networkError();
      sent.push(names([action])[0]!);
    });
    closeDb = db.closeOfflineDb;
    await queue.start(USER);
    await enqueue(made(incident('Vitre brisée')));
    await vi.waitFor(async () => expect((await db.listActions(USER))[0]?.attempts).toBe(1));
    failing = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sent).toEqual(['Vitre brisée']));
  });

  it('drops an action the server refuses and goes on; a lost session or a busy server keeps it', async () => {
    const refusals: Record<string, [number, string]> = {
      'tick-a': [409, 'MISSION_ARCHIVED'],
      'tick-b': [401, 'UNAUTHORIZED'],
    };
    const sent: string[] = [];
    const { queue, db, seen, enqueue } = await loadPage(async (action, { ApiError }) => {
      const name = names([action])[0]!;
      const refusal = refusals[name];
      if (refusal) throw new ApiError(refusal[0], refusal[1], 'Refusé');
      sent.push(name);
    });
    closeDb = db.closeOfflineDb;
    await queue.start(USER);
    await enqueue(made(tick('a')));
    await vi.waitFor(() => expect(seen.refused).toHaveLength(1));
    await enqueue(made(tick('b')));
    await enqueue(made(tick('c')));
    await vi.waitFor(() => expect(seen.phases.at(-1)).toBe('waiting'));
    expect(names(seen.refused)).toEqual(['tick-a']);
    expect(names(await db.listActions(USER))).toEqual(['tick-b', 'tick-c']);
    expect(sent).toEqual([]);
    queue.stop();
  });

  it('keeps the queue across a reload of the app and sends it at the next start', async () => {
    const first = await loadPage(async (_action, errors) => {
      throw errors.networkError();
    });
    await first.queue.start(USER);
    await first.enqueue(made(tick('a')));
    await first.enqueue(made(incident('Fuite d’eau')));
    first.queue.stop();
    await first.db.closeOfflineDb();

    const sent: string[] = [];
    const second = await loadPage(async (action) => void sent.push(names([action])[0]!));
    closeDb = second.db.closeOfflineDb;
    await second.queue.start(USER);
    expect(sent).toEqual(['tick-a', 'Fuite d’eau']);
    expect(await second.db.listActions(USER)).toEqual([]);
  });

  it("never shows nor sends another account's actions, and drops its copies", async () => {
    const sent: string[] = [];
    const { queue, db, seen, enqueue } = await loadPage(
      async (action) => void sent.push(names([action])[0]!),
    );
    closeDb = db.closeOfflineDb;
    await db.addAction(made(incident('Action d’Inès'), OTHER_USER), 3);
    await db.saveCopy(OTHER_USER, 'missions', ['Mission d’Inès'], new Date().toISOString());
    await db.saveCopy(USER, 'missions', ['Mission de Lucas'], new Date().toISOString());
    await queue.start(USER);
    // Starting for this account removes the data another account left on the phone, not its own.
    expect(await db.readCopy(OTHER_USER, 'missions')).toBeUndefined();
    expect((await db.readCopy(USER, 'missions'))?.data).toEqual(['Mission de Lucas']);
    await enqueue(made(tick('a')));
    await vi.waitFor(() => expect(sent).toEqual(['tick-a']));
    expect(seen.pending).toEqual([]);
    expect(names(await db.listActions(OTHER_USER))).toEqual(['Action d’Inès']);
  });

  it('keeps only the last tick of a task, and the latest positions beyond the limit', async () => {
    const { queue, db, seen, enqueue } = await loadPage(
      async () => undefined,
      () => false,
    );
    closeDb = db.closeOfflineDb;
    await queue.start(USER);
    await enqueue(made(tick('a', true)));
    await enqueue(made(tick('b', true)));
    await enqueue(
      made({
        ...tick('a', false),
        body: { ...tick('a', false).body, clientRequestId: 'untick-a' },
      } as ActionToQueue),
    );
    for (let n = 1; n <= 5; n += 1) await enqueue(made(position(n)));
    expect(names(seen.pending)).toEqual(['tick-b', 'untick-a', 'position-3', 'position-4', 'position-5']);
  });
});
