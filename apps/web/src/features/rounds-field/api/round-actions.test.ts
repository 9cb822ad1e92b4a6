// @vitest-environment jsdom
import type { Round, Scan } from '@secops/domain/rounds';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-error.ts';
import type { QueuedAction } from '../../offline/index.ts';
import { testSlot, testTour } from '../utils/test-tour.ts';

type Queued = Pick<QueuedAction, 'kind' | 'body'>;
const offline = vi.hoisted(() => ({
  queue: [] as Queued[],
  sendRoundStart: vi.fn(),
  sendRoundScan: vi.fn(),
  sendRoundFinish: vi.fn(),
}));
vi.mock('../../offline/index.ts', () => ({
  isUnreachable: (error: unknown) =>
    error instanceof Error && 'code' in error && error.code === 'NETWORK_ERROR',
  isQueued: (test: (action: Queued) => boolean) => offline.queue.some(test),
  queueAction: async (action: Queued) => void offline.queue.push(action),
  sendRoundStart: offline.sendRoundStart,
  sendRoundScan: offline.sendRoundScan,
  sendRoundFinish: offline.sendRoundFinish,
}));
vi.mock('../utils/scan-position.ts', () => ({
  scanPosition: async () => ({ lat: 48.8375, lng: 2.3831, accuracy: 12 }),
}));

const { finishOrQueue, scanOrQueue, startOrQueue } = await import('./round-actions.ts');
const { adoptRound, applySentRound, useLocalRoundsStore } = await import('../stores/local-rounds-store.ts');

const USER = 'user-lucas';
const tour = testTour([testSlot('2026-11-27T21:00:00.000Z')]);
const [quai, poubelles] = tour.checkpoints;
const round = (change: Partial<Round> = {}) =>
  ({
    id: 'round-1',
    scheduledAt: tour.slots[0]!.scheduledAt,
    windowEndsAt: tour.slots[0]!.windowEndsAt,
    status: 'IN_PROGRESS',
    finishedAt: null,
    scans: [],
    ...change,
  }) as Round;
const scanAnswer = (checkpointId: string, flags: Scan['flags']) =>
  ({
    id: `scan-${checkpointId}`,
    roundId: 'round-1',
    checkpointId,
    scannedAt: '2026-11-27T21:12:00.000Z',
    method: 'QR',
    reason: null,
    flags,
  }) as Scan;
const phoneRound = () => useLocalRoundsStore.getState().rounds[0]!;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T21:10:00Z'), toFake: ['Date'] });
  offline.queue = [];
  useLocalRoundsStore.setState({ rounds: [] });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('a round on the phone', () => {
  it('keeps a round started without network and queues its scans behind its start, with its id and time', async () => {
    offline.sendRoundStart.mockRejectedValue(networkError());
    expect(await startOrQueue(USER, tour, tour.slots[0]!)).toBeNull();
    const [queuedStart] = offline.queue;
    expect(queuedStart).toEqual({
      kind: 'round-start',
      body: {
        missionId: 'mission-1',
        tourId: 'tour-1',
        clientRequestId: phoneRound().startRequestId,
        startedAt: '2026-11-27T21:10:00.000Z',
      },
    });
    expect(phoneRound()).toMatchObject({
      roundId: null,
      finishedAt: null,
      scheduledAt: tour.slots[0]!.scheduledAt,
    });

    // The network is back, but the start still waits in the queue: the scan goes behind it, not before.
    vi.setSystemTime(new Date('2026-11-27T21:12:00Z'));
    expect(
      await scanOrQueue(phoneRound(), { method: 'QR', code: 'code-quai', checkpoint: quai! }),
    ).toBeNull();
    expect(offline.sendRoundScan).not.toHaveBeenCalled();
    expect(offline.queue[1]).toEqual({
      kind: 'round-scan',
      body: expect.objectContaining({
        roundId: null,
        startRequestId: phoneRound().startRequestId,
        startedAt: '2026-11-27T21:10:00.000Z',
        scannedAt: '2026-11-27T21:12:00.000Z',
        method: 'QR',
        code: 'code-quai',
        lat: 48.8375,
        lng: 2.3831,
        accuracy: 12,
      }),
    });
    expect(phoneRound().scans).toMatchObject([{ checkpointId: 'cp-1', flags: null }]);

    await finishOrQueue(phoneRound());
    expect(offline.queue.map((action) => action.kind)).toEqual(['round-start', 'round-scan', 'round-finish']);
    expect(phoneRound().finishedAt).toBe('2026-11-27T21:12:00.000Z');

    // What the queue sends later tells the phone the round's id, the scan's flags and the final status.
    applySentRound(offline.queue[0] as QueuedAction, round());
    applySentRound(offline.queue[1] as QueuedAction, scanAnswer('cp-1', ['LATE']));
    applySentRound(
      offline.queue[2] as QueuedAction,
      round({ status: 'PARTIAL', finishedAt: '2026-11-27T21:12:00.000Z' }),
    );
    expect(phoneRound()).toMatchObject({
      roundId: 'round-1',
      status: 'PARTIAL',
      scans: [{ flags: ['LATE'] }],
    });
  });

  it("sends each scan at once with the network, and keeps the server's flags", async () => {
    offline.sendRoundStart.mockResolvedValue(round());
    offline.sendRoundScan.mockResolvedValue({
      ...scanAnswer('cp-2', ['MANUAL', 'OUT_OF_ORDER']),
      method: 'MANUAL',
      reason: 'Tag arraché',
    });
    await startOrQueue(USER, tour, tour.slots[0]!);
    const scan = await scanOrQueue(phoneRound(), {
      method: 'MANUAL',
      reason: 'Tag arraché',
      checkpoint: poubelles!,
    });
    expect(scan?.flags).toEqual(['MANUAL', 'OUT_OF_ORDER']);
    expect(offline.sendRoundScan).toHaveBeenCalledWith(
      expect.objectContaining({
        roundId: 'round-1',
        method: 'MANUAL',
        checkpointId: 'cp-2',
        reason: 'Tag arraché',
      }),
    );
    expect(offline.sendRoundScan.mock.calls[0]![0]).not.toHaveProperty('code');
    expect(offline.queue).toEqual([]);
    expect(phoneRound().scans).toMatchObject([
      { checkpointId: 'cp-2', reason: 'Tag arraché', flags: ['MANUAL', 'OUT_OF_ORDER'] },
    ]);
  });

  it('forgets a round the server refuses to start, and a scan it refuses', async () => {
    offline.sendRoundStart.mockRejectedValueOnce(
      new ApiError(409, 'ROUND_TAKEN', 'Cette ronde a déjà été commencée par un autre agent'),
    );
    await expect(startOrQueue(USER, tour, tour.slots[0]!)).rejects.toThrow('déjà été commencée');
    expect(useLocalRoundsStore.getState().rounds).toEqual([]);

    offline.sendRoundStart.mockResolvedValue(round());
    offline.sendRoundScan.mockRejectedValue(
      new ApiError(400, 'BAD_REQUEST', "Ce point de contrôle n'appartient pas à cette mission"),
    );
    await startOrQueue(USER, tour, tour.slots[0]!);
    await expect(
      scanOrQueue(phoneRound(), { method: 'QR', code: 'code-x', checkpoint: quai! }),
    ).rejects.toThrow();
    expect(phoneRound().scans).toEqual([]);
    expect(offline.queue).toEqual([]);
  });

  it("takes in the server's round for answers the phone missed: the scan's flags, and scans made elsewhere", async () => {
    offline.sendRoundStart.mockRejectedValue(networkError());
    await startOrQueue(USER, tour, tour.slots[0]!);
    await scanOrQueue(phoneRound(), { method: 'QR', code: 'code-quai', checkpoint: quai! });
    adoptRound(
      phoneRound().startRequestId,
      round({ scans: [scanAnswer('cp-1', ['TOO_FAST']), scanAnswer('cp-2', [])] }),
    );
    expect(phoneRound().roundId).toBe('round-1');
    expect(phoneRound().scans.map((scan) => [scan.checkpointId, scan.flags])).toEqual([
      ['cp-1', ['TOO_FAST']],
      ['cp-2', []],
    ]);
  });
});
