// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-error.ts';

const socket = vi.hoisted(() => ({
  connected: false,
  emitWithAck: vi.fn(),
  timeout() {
    return this;
  },
}));
const post = vi.hoisted(() => vi.fn());
const queueAction = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../lib/socket.ts', () => ({
  ACK_TIMEOUT_MS: 5000,
  chatSocket: () => socket,
  unwrapAck: (ack: { message: unknown }) => ack,
}));
vi.mock('../../../lib/api-client.ts', () => ({ api: { post } }));
vi.mock('../../offline/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  queueAction,
}));

const { sendOrQueue } = await import('./send-message.ts');
const MISSION = '7f0c2a52-55a1-4c1e-9d0e-3f1f2b7b9a10';

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
  socket.connected = false;
});

describe('sendOrQueue', () => {
  it("keeps a guard's message made without network with the time it was written and the id it was sent with", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T19:01:30Z'), toFake: ['Date'] });
    post.mockRejectedValueOnce(new ApiError(0, NETWORK_ERROR, 'hors ligne'));
    expect(await sendOrQueue(MISSION, 'Ronde faite', true)).toBeNull();
    const sentWith = post.mock.calls[0]?.[1] as { clientRequestId: string };
    expect(queueAction).toHaveBeenCalledWith({
      kind: 'chat',
      body: {
        missionId: MISSION,
        content: 'Ronde faite',
        type: 'TEXT',
        sentAt: '2026-11-27T19:01:30.000Z',
        clientRequestId: sentWith.clientRequestId,
      },
    });
  });

  it('queues a message whose socket did not answer in time, under the same id', async () => {
    socket.connected = true;
    socket.emitWithAck.mockRejectedValueOnce(new Error('operation has timed out'));
    expect(await sendOrQueue(MISSION, 'Arrivé', true)).toBeNull();
    const emitted = socket.emitWithAck.mock.calls[0]?.[1] as { clientRequestId: string };
    expect(queueAction).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ clientRequestId: emitted.clientRequestId }),
      }),
    );
  });

  it("never queues staff's messages nor a refusal: the error reaches the composer", async () => {
    post.mockRejectedValueOnce(new ApiError(0, NETWORK_ERROR, 'hors ligne'));
    await expect(sendOrQueue(MISSION, 'Bonjour', false)).rejects.toThrow('hors ligne');
    post.mockRejectedValueOnce(new ApiError(409, 'MISSION_ARCHIVED', 'archivée'));
    await expect(sendOrQueue(MISSION, 'Bonjour', true)).rejects.toThrow('archivée');
    expect(queueAction).not.toHaveBeenCalled();
  });
});
