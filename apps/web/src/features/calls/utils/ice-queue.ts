import type { IceCandidate } from '@secops/domain/calls';

type Target = {
  remoteDescription: RTCSessionDescription | null;
  addIceCandidate: (candidate: RTCIceCandidateInit) => Promise<void>;
};

/**
 * Candidates that arrive before the remote description is set (the caller's trickle while the callee's phone is
 * still ringing, or the callee's before the answer is applied) are kept, then added once it is, in arrival order.
 * Only the current peer's candidates count; a new peer starts an empty queue.
 */
export class IceQueue {
  private pending: IceCandidate[] = [];
  private peer: string | null = null;

  /** Follows `peer` from now on, dropping what another peer sent. */
  reset(peer: string | null): void {
    this.peer = peer;
    this.pending = [];
  }

  /** Adds the candidate now when the connection can take it, else keeps it; others' candidates are ignored. */
  async receive(from: string, candidate: IceCandidate, target: Target | null): Promise<void> {
    if (from !== this.peer || !candidate) return;
    if (target?.remoteDescription) await target.addIceCandidate(candidate);
    else this.pending.push(candidate);
  }

  /** Called right after the remote description is set. */
  async flush(target: Target): Promise<void> {
    const queued = this.pending;
    this.pending = [];
    for (const candidate of queued) if (candidate) await target.addIceCandidate(candidate);
  }

  get size(): number {
    return this.pending.length;
  }
}
