// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-error.ts';

const post = vi.hoisted(() => vi.fn());
const queueAction = vi.hoisted(() => vi.fn(async () => undefined));
const reportPosition = vi.hoisted(() => vi.fn(async () => null as object | null));
vi.mock('../../missions/index.ts', () => ({ reportPosition }));
vi.mock('../../../lib/api-client.ts', () => ({ api: { post } }));
vi.mock('../../offline/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  queueAction,
}));

const { writeOrQueue } = await import('./write-entry.ts');
const MISSION = '7f0c2a52-55a1-4c1e-9d0e-3f1f2b7b9a10';
const DRAFT = {
  type: 'VISITOR',
  text: 'M. Girard, société Otis, badge 12',
  occurredAt: '2026-11-27T18:40:00.000Z',
};

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('writeOrQueue', () => {
  it("keeps a guard's entry made without network, with the time Inscrire was pressed and the id it was sent with", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T19:01:30Z'), toFake: ['Date'] });
    post.mockRejectedValueOnce(new ApiError(0, NETWORK_ERROR, 'hors ligne'));
    expect(await writeOrQueue(MISSION, { ...DRAFT, type: 'VISITOR' })).toBeNull();
    const [path, sent] = post.mock.calls[0] as [string, { clientRequestId: string }];
    expect(path).toBe(`/missions/${MISSION}/logbook`);
    expect(queueAction).toHaveBeenCalledWith({
      kind: 'logbook',
      body: {
        ...DRAFT,
        missionId: MISSION,
        writtenAt: '2026-11-27T19:01:30.000Z',
        clientRequestId: sent.clientRequestId,
      },
    });
  });

  it('answers the entry recorded when the server is reached, and never queues a refusal', async () => {
    post.mockResolvedValueOnce({ id: 'entry-1' });
    expect(await writeOrQueue(MISSION, { ...DRAFT, type: 'VISITOR' })).toEqual({ id: 'entry-1' });
    post.mockRejectedValueOnce(new ApiError(403, 'FORBIDDEN', 'Accès refusé'));
    await expect(writeOrQueue(MISSION, { ...DRAFT, type: 'VISITOR' })).rejects.toThrow('Accès refusé');
    expect(queueAction).not.toHaveBeenCalled();
  });

  it('sends where the guard was when the phone lets the app read it', async () => {
    reportPosition.mockResolvedValueOnce({ lat: 48.8838, lng: 2.2623, accuracy: 12 });
    post.mockResolvedValueOnce({ id: 'entry-2' });
    await writeOrQueue(MISSION, { ...DRAFT, type: 'VISITOR' });
    expect(post.mock.calls[0]?.[1]).toMatchObject({ lat: 48.8838, lng: 2.2623, accuracy: 12 });
  });
});
