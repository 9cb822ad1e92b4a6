// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-error.ts';

const post = vi.hoisted(() => vi.fn());
const queueAction = vi.hoisted(() => vi.fn(async () => undefined));
const reportPosition = vi.hoisted(() => vi.fn(async () => null as object | null));
vi.mock('../../missions/index.ts', () => ({ reportPosition }));
vi.mock('../../../lib/api-client.ts', () => ({ api: { post } }));
vi.mock('../../offline/api/queue-action.ts', async (importOriginal) => ({
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
      photos: [],
    });
  });

  it('keeps the photos taken with an entry made without network, to be sent before it', async () => {
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 1])], { type: 'image/jpeg' });
    post.mockRejectedValueOnce(new ApiError(0, NETWORK_ERROR, 'hors ligne'));
    expect(await writeOrQueue(MISSION, { ...DRAFT, type: 'VISITOR', photos: [photo] })).toBeNull();
    // The photo went first, and failed: the entry was not posted.
    expect(post.mock.calls.map(([path]) => path)).toEqual(['/photos']);
    expect(queueAction).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'logbook',
        photos: [photo],
        body: expect.not.objectContaining({ photos: expect.anything() }),
      }),
    );
  });

  it('sends the photos first, then the entry naming them', async () => {
    const photos = [1, 2].map((n) => new Blob([new Uint8Array([0xff, 0xd8, n])], { type: 'image/jpeg' }));
    post.mockResolvedValueOnce({ id: 'photo-a' }).mockResolvedValueOnce({ id: 'photo-b' });
    post.mockResolvedValueOnce({ id: 'entry-3' });
    expect(await writeOrQueue(MISSION, { ...DRAFT, type: 'VISITOR', photos })).toEqual({ id: 'entry-3' });
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      '/photos',
      '/photos',
      `/missions/${MISSION}/logbook`,
    ]);
    expect(post.mock.calls[2]?.[1]).toMatchObject({ text: DRAFT.text, photoIds: ['photo-a', 'photo-b'] });
    expect(post.mock.calls[2]?.[1]).not.toHaveProperty('photos');
    expect(queueAction).not.toHaveBeenCalled();
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
