// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { SessionUser } from '@secops/domain/auth';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-error.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useOfflineStore } from '../stores/offline-store.ts';
import { closeOfflineDb, readCopy } from '../utils/offline-db.ts';
import { copyKey, readThroughCopy, showKeptCopyFirst } from './offline-copy.ts';

const KEY = ['field', 'missions', 'detail', 'mission-1'];
const MISSION = { id: 'mission-1', title: 'Parking Saint-Lazare', checklists: [{ id: 'task-1' }] };

function signIn(id: string): void {
  useAuthStore.getState().login({
    user: { id, email: `${id}@secops.demo`, role: 'AGENT' } as SessionUser,
    accessToken: 'access',
    refreshToken: 'refresh',
  });
}

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

const failing = (error: unknown) => async () => {
  throw error;
};
/** The IndexedDB work started by a sign-out runs on its own: wait for its outcome. */
const eventually = async (check: () => Promise<unknown>) => {
  for (let i = 0; i < 50 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

// The page's idle moments are the test's: what waits for one (lib/when-idle.ts) runs at `idle()`.
const idleTasks: (() => void)[] = [];
window.requestIdleCallback = ((task: IdleRequestCallback) =>
  idleTasks.push(() =>
    task({ didTimeout: false, timeRemaining: () => 50 }),
  )) as typeof window.requestIdleCallback;
const idle = () => idleTasks.splice(0).forEach((task) => task());
/** Half a second: what was going to be written has been. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 500));
/** The page goes idle, and the copy of `key` is then written. */
async function idleUntilKept(key: readonly unknown[]): Promise<void> {
  idle();
  await eventually(async () => (await readCopy(me, copyKey(key))) !== undefined);
}

// Each test signs in a new account: a sign-out's removal still running cannot reach the next test's copies.
let me = '';
let tests = 0;
beforeEach(() => {
  tests += 1;
  me = `user-${tests}`;
  setOnline(true);
  signIn(me);
});
afterEach(async () => {
  idleTasks.length = 0;
  useAuthStore.getState().logout();
  useOfflineStore.setState({ copies: {} });
  await closeOfflineDb();
});

describe('readThroughCopy', () => {
  it('answers without waiting for the copy to be written', async () => {
    let answered = false;
    const reading = readThroughCopy(KEY, async () => MISSION).then((data) => {
      answered = true;
      return data;
    });
    // The answer is one turn of promises away; IndexedDB's code and write take more.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(answered).toBe(true);
    expect(await reading).toEqual(MISSION);
  });

  it('keeps what the server answered and answers it when the network is away, saying from when', async () => {
    expect(await readThroughCopy(KEY, async () => MISSION)).toEqual(MISSION);
    expect(useOfflineStore.getState().copies).toEqual({});
    await idleUntilKept(KEY);

    setOnline(false);
    expect(await readThroughCopy(KEY, failing(new Error('not called offline')))).toEqual(MISSION);
    const savedAt = useOfflineStore.getState().copies[copyKey(KEY)];
    expect(Date.parse(savedAt ?? '')).toBeGreaterThan(Date.now() - 5000);

    // Back online, a fresh answer clears the note.
    setOnline(true);
    await readThroughCopy(KEY, async () => MISSION);
    expect(useOfflineStore.getState().copies).toEqual({});
  });

  it('answers the copy when the request fails on the network or the gateway, not when the server refuses', async () => {
    await readThroughCopy(KEY, async () => MISSION);
    await idleUntilKept(KEY);
    expect(await readThroughCopy(KEY, failing(networkError()))).toEqual(MISSION);
    expect(await readThroughCopy(KEY, failing(new ApiError(503, 'UNREADABLE_RESPONSE', 'x')))).toEqual(
      MISSION,
    );
    const notFound = new ApiError(404, 'NOT_FOUND', 'Mission non trouvée');
    await expect(readThroughCopy(KEY, failing(notFound))).rejects.toBe(notFound);
  });

  it('writes the copy once the page is idle after the answer, and not for an account that has left', async () => {
    await readThroughCopy(KEY, async () => MISSION);
    await aWhile();
    expect(await readCopy(me, copyKey(KEY))).toBeUndefined();
    await idleUntilKept(KEY);
    expect((await readCopy(me, copyKey(KEY)))?.data).toEqual(MISSION);

    const other = ['field', 'missions', 'detail', 'mission-2'];
    await readThroughCopy(other, async () => MISSION);
    const left = me;
    useAuthStore.getState().logout();
    idle();
    await aWhile();
    expect(await readCopy(left, copyKey(other))).toBeUndefined();
  });

  it('fails as the network failed when nothing was kept', async () => {
    setOnline(false);
    await expect(readThroughCopy(KEY, async () => MISSION)).rejects.toMatchObject({ status: 0 });
  });

  it("never answers another account's copy, and removes an account's copies when it signs out", async () => {
    await readThroughCopy(KEY, async () => MISSION);
    await idleUntilKept(KEY);
    expect(await readCopy(me, copyKey(KEY))).toBeDefined();
    useAuthStore.getState().logout();
    await eventually(async () => (await readCopy(me, copyKey(KEY))) === undefined);
    expect(await readCopy(me, copyKey(KEY))).toBeUndefined();

    signIn('user-other');
    setOnline(false);
    await expect(readThroughCopy(KEY, async () => MISSION)).rejects.toMatchObject({ status: 0 });
  });
});

describe('showKeptCopyFirst', () => {
  const LIST = ['field', 'missions', 'list', 'first'];

  it('shows the kept copy, marked with its time, until the server answers', async () => {
    const { saveCopy } = await import('../utils/offline-db.ts');
    await saveCopy(me, copyKey(LIST), [MISSION], '2026-03-12T13:05:00.000Z');
    const client = new QueryClient();
    await showKeptCopyFirst(client, LIST);
    expect(client.getQueryData(LIST)).toEqual([MISSION]);
    expect(client.getQueryState(LIST)?.dataUpdatedAt).toBe(Date.parse('2026-03-12T13:05:00.000Z'));
    expect(useOfflineStore.getState().copies[copyKey(LIST)]).toBe('2026-03-12T13:05:00.000Z');
    await readThroughCopy(LIST, async () => [MISSION, { id: 'mission-2' }]);
    expect(useOfflineStore.getState().copies[copyKey(LIST)]).toBeUndefined();
  });

  it('never replaces what the server answered, nor data the screen has', async () => {
    const { saveCopy } = await import('../utils/offline-db.ts');
    const answeredKey = ['field', 'missions', 'list', 'answered'];
    await saveCopy(me, copyKey(answeredKey), ['old'], '2026-03-12T13:05:00.000Z');
    await readThroughCopy(answeredKey, async () => ['live']);
    const client = new QueryClient();
    await showKeptCopyFirst(client, answeredKey);
    expect(client.getQueryData(answeredKey)).toBeUndefined();

    const shownKey = ['field', 'missions', 'list', 'shown'];
    await saveCopy(me, copyKey(shownKey), ['old'], '2026-03-12T13:05:00.000Z');
    client.setQueryData(shownKey, ['fresh']);
    await showKeptCopyFirst(client, shownKey);
    expect(client.getQueryData(shownKey)).toEqual(['fresh']);
    expect(useOfflineStore.getState().copies[copyKey(shownKey)]).toBeUndefined();
  });
});
