import { describe, expect, it, vi } from 'vitest';
import { IceQueue } from './ice-queue.ts';

const PEER = 'peer-1';
const candidate = (n: number) => ({
  candidate: `candidate:${n} 1 udp 1 10.0.0.${n} 5000 typ host`,
  sdpMid: '0',
});

function connection(withRemote: boolean) {
  return {
    remoteDescription: withRemote ? ({ type: 'answer', sdp: 'v=0' } as RTCSessionDescription) : null,
    addIceCandidate: vi.fn(async () => {}),
  };
}

describe('ICE candidate queue', () => {
  it('keeps candidates that arrive before the remote description, then adds them in order', async () => {
    const queue = new IceQueue();
    queue.reset(PEER);
    await queue.receive(PEER, candidate(1), null);
    const pc = connection(false);
    await queue.receive(PEER, candidate(2), pc);
    expect(pc.addIceCandidate).not.toHaveBeenCalled();
    expect(queue.size).toBe(2);

    pc.remoteDescription = { type: 'answer', sdp: 'v=0' } as RTCSessionDescription;
    await queue.flush(pc);
    expect(pc.addIceCandidate.mock.calls).toEqual([[candidate(1)], [candidate(2)]]);
    expect(queue.size).toBe(0);
  });

  it('adds a candidate at once when the remote description is set', async () => {
    const queue = new IceQueue();
    queue.reset(PEER);
    const pc = connection(true);
    await queue.receive(PEER, candidate(3), pc);
    expect(pc.addIceCandidate).toHaveBeenCalledWith(candidate(3));
    expect(queue.size).toBe(0);
  });

  it("ignores another user's candidates and the end-of-candidates marker", async () => {
    const queue = new IceQueue();
    queue.reset(PEER);
    await queue.receive('someone-else', candidate(4), null);
    await queue.receive(PEER, null, null);
    expect(queue.size).toBe(0);
  });

  it('forgets what the previous peer sent when a new call starts', async () => {
    const queue = new IceQueue();
    queue.reset(PEER);
    await queue.receive(PEER, candidate(5), null);
    queue.reset('peer-2');
    const pc = connection(true);
    await queue.flush(pc);
    expect(pc.addIceCandidate).not.toHaveBeenCalled();
  });
});
