import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-error.ts';
import type { ActionToQueue } from '../utils/offline-types.ts';

const queueAction = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./queue-action.ts', () => ({ queueAction }));

const { sendOrQueue } = await import('./send-or-queue.ts');

const photo = new Blob([new Uint8Array([0xff, 0xd8, 1])], { type: 'image/jpeg' });
const entry: ActionToQueue = {
  kind: 'logbook',
  body: {
    missionId: '7f0c2a52-55a1-4c1e-9d0e-3f1f2b7b9a10',
    type: 'OBSERVATION',
    text: 'Éclairage du hall B en panne',
    writtenAt: '2026-11-27T19:01:30.000Z',
    clientRequestId: 'entry-1',
  },
  photos: [photo],
};

afterEach(() => vi.clearAllMocks());

describe('sendOrQueue', () => {
  it("answers the server's answer when it is reached, and keeps nothing", async () => {
    expect(await sendOrQueue(async () => ({ id: 'entry-1' }), entry)).toEqual({ id: 'entry-1' });
    expect(queueAction).not.toHaveBeenCalled();
  });

  it('keeps the action with its photos on the phone when the server cannot be reached, and answers null', async () => {
    const send = vi.fn(async () => {
      throw networkError();
    });
    expect(await sendOrQueue(send, entry)).toBeNull();
    expect(queueAction).toHaveBeenCalledWith(entry);
  });

  it('hands a refusal to the screen, never kept to be sent again', async () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'Au plus 5 photos par entrée');
    await expect(sendOrQueue(() => Promise.reject(refused), entry)).rejects.toBe(refused);
    expect(queueAction).not.toHaveBeenCalled();
  });
});
