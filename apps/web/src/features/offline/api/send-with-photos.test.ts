import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-error.ts';
import type { QueuedAction } from '../utils/offline-types.ts';

const calls = vi.hoisted(() => [] as { path: string; body: unknown }[]);
const post = vi.hoisted(() =>
  vi.fn(async (path: string, body: unknown) => {
    calls.push({ path, body });
    if (path === '/photos') return { id: `photo-of-${String((body as FormData).get('clientRequestId'))}` };
    return { id: path === '/incidents' ? 'incident-1' : 'entry-1' };
  }),
);
vi.mock('../../../lib/api-client.ts', () => ({ api: { post } }));

const { sendAction } = await import('./send-action.ts');
const { photoRequestId } = await import('./send-with-photos.ts');
const MISSION = '7f0c2a52-55a1-4c1e-9d0e-3f1f2b7b9a10';

const queued = (photos: Blob[]): QueuedAction => ({
  kind: 'incident',
  seq: 4,
  userId: 'user-lucas',
  createdAt: '2026-11-27T19:01:31.000Z',
  attempts: 0,
  body: {
    missionId: MISSION,
    type: 'intrusion',
    severity: 4,
    title: 'Porte forcée',
    description: 'Issue de secours B',
    occurredAt: '2026-11-27T19:01:25.000Z',
    clientRequestId: 'report-1',
  },
  photos,
});
const jpeg = (n: number) => new Blob([new Uint8Array([0xff, 0xd8, n])], { type: 'image/jpeg' });

afterEach(() => {
  calls.length = 0;
  vi.clearAllMocks();
});

describe('sending a queued incident report', () => {
  it('uploads each photo first, in order, then posts the report naming them', async () => {
    expect(await sendAction(queued([jpeg(1), jpeg(2)]))).toEqual({ id: 'incident-1' });
    expect(calls.map((call) => call.path)).toEqual(['/photos', '/photos', '/incidents']);
    const [first, second] = calls.map((call) => call.body as FormData);
    expect(first?.get('clientRequestId')).toBe('report-1:photo-1');
    expect(second?.get('clientRequestId')).toBe('report-1:photo-2');
    expect(first?.get('file')).toBeInstanceOf(Blob);
    expect(calls[2]?.body).toEqual({
      missionId: MISSION,
      type: 'intrusion',
      severity: 4,
      title: 'Porte forcée',
      description: 'Issue de secours B',
      occurredAt: '2026-11-27T19:01:25.000Z',
      clientRequestId: 'report-1',
      photoIds: ['photo-of-report-1:photo-1', 'photo-of-report-1:photo-2'],
    });
  });

  it('posts a report without photos as it is', async () => {
    await sendAction(queued([]));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).not.toHaveProperty('photoIds');
  });

  it('does not post the report when a photo fails, and sends the same photo ids again on the next try', async () => {
    post.mockImplementationOnce(async (path: string, body: unknown) => {
      calls.push({ path, body });
      return { id: 'photo-a' };
    });
    post.mockImplementationOnce(async () => {
      throw networkError();
    });
    await expect(sendAction(queued([jpeg(1), jpeg(2)]))).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((call) => call.path)).toEqual(['/photos']);

    calls.length = 0;
    await sendAction(queued([jpeg(1), jpeg(2)]));
    const ids = calls
      .filter((c) => c.path === '/photos')
      .map((c) => (c.body as FormData).get('clientRequestId'));
    expect(ids).toEqual(['report-1:photo-1', 'report-1:photo-2']);
    expect(calls.at(-1)?.path).toBe('/incidents');
  });

  it("names a photo's request after the report and its place, the same at every send", () => {
    expect(photoRequestId('report-1', 0)).toBe(photoRequestId('report-1', 0));
    expect(photoRequestId('report-1', 0)).not.toBe(photoRequestId('report-1', 1));
    expect(photoRequestId('report-1', 4).length).toBeLessThanOrEqual(100);
  });
});

const queuedEntry = (photos?: Blob[]): QueuedAction => ({
  kind: 'logbook',
  seq: 5,
  userId: 'user-lucas',
  createdAt: '2026-11-27T19:01:31.000Z',
  attempts: 0,
  body: {
    missionId: MISSION,
    type: 'PATROL',
    text: 'Ronde du parking -2 : porte coupe-feu calée, refermée',
    writtenAt: '2026-11-27T19:01:30.000Z',
    clientRequestId: 'entry-1',
  },
  ...(photos ? { photos } : {}),
});

describe('sending a queued main courante entry', () => {
  it('uploads its photos first, in order, then posts the entry naming them to its mission', async () => {
    expect(await sendAction(queuedEntry([jpeg(1), jpeg(2)]))).toEqual({ id: 'entry-1' });
    expect(calls.map((call) => call.path)).toEqual(['/photos', '/photos', `/missions/${MISSION}/logbook`]);
    const ids = calls.slice(0, 2).map((call) => (call.body as FormData).get('clientRequestId'));
    expect(ids).toEqual(['entry-1:photo-1', 'entry-1:photo-2']);
    expect(calls[2]?.body).toEqual({
      type: 'PATROL',
      text: 'Ronde du parking -2 : porte coupe-feu calée, refermée',
      writtenAt: '2026-11-27T19:01:30.000Z',
      clientRequestId: 'entry-1',
      photoIds: ['photo-of-entry-1:photo-1', 'photo-of-entry-1:photo-2'],
    });
  });

  it('posts an entry queued without photos as it is', async () => {
    await sendAction(queuedEntry());
    expect(calls.map((call) => call.path)).toEqual([`/missions/${MISSION}/logbook`]);
    expect(calls[0]?.body).not.toHaveProperty('photoIds');
  });

  it('does not post the entry when a photo fails, and sends the same photo ids again on the next try', async () => {
    post.mockImplementationOnce(async () => {
      throw networkError();
    });
    await expect(sendAction(queuedEntry([jpeg(1)]))).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);

    await sendAction(queuedEntry([jpeg(1)]));
    expect((calls[0]?.body as FormData).get('clientRequestId')).toBe('entry-1:photo-1');
    expect(calls.at(-1)?.path).toBe(`/missions/${MISSION}/logbook`);
  });
});
