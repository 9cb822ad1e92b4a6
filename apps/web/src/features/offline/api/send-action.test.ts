import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedAction } from '../utils/offline-types.ts';

const post = vi.hoisted(() => vi.fn(async () => ({ id: 'entry-1' })));
vi.mock('../../../lib/api-client.ts', () => ({ api: { post } }));

const { sendAction } = await import('./send-action.ts');
const MISSION = '7f0c2a52-55a1-4c1e-9d0e-3f1f2b7b9a10';

afterEach(() => vi.clearAllMocks());

describe('sendAction', () => {
  it("sends a queued main courante entry to its mission's logbook, the mission in the path only", async () => {
    const action: QueuedAction = {
      kind: 'logbook',
      seq: 3,
      userId: 'user-lucas',
      createdAt: '2026-11-27T19:01:31.000Z',
      attempts: 0,
      body: {
        missionId: MISSION,
        type: 'PATROL',
        text: 'Ronde du niveau -2 : RAS',
        occurredAt: '2026-11-27T18:55:00.000Z',
        writtenAt: '2026-11-27T19:01:30.000Z',
        clientRequestId: 'logbook-1',
      },
    };
    expect(await sendAction(action)).toEqual({ id: 'entry-1' });
    expect(post).toHaveBeenCalledWith(`/missions/${MISSION}/logbook`, {
      type: 'PATROL',
      text: 'Ronde du niveau -2 : RAS',
      occurredAt: '2026-11-27T18:55:00.000Z',
      writtenAt: '2026-11-27T19:01:30.000Z',
      clientRequestId: 'logbook-1',
    });
  });
});
