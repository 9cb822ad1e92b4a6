import { CALL_EVENTS_PER_SECOND, CALL_RELAY_BYTES_PER_SECOND } from '@secops/domain/calls';

/** A token bucket: `perSecond` tokens come back each second, at most `burst` are saved. */
function tokenBucket(perSecond: number, burst: number) {
  let tokens = burst;
  let last = Date.now();
  return (cost: number): boolean => {
    const now = Date.now();
    tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
    last = now;
    if (tokens < cost) return false;
    tokens -= cost;
    return true;
  };
}

/** What one user may still send: events (bursts of ICE candidates pass, a flood does not) and relayed bytes. */
export type UserLimits = {
  /** Takes one event; false when the user is over the rate. */
  event(): boolean;
  /** Takes `bytes` of relayed payload; false when the user is over the rate. */
  relay(bytes: number): boolean;
};

/**
 * The call limits of each user connected to this process, shared by all of that user's sockets here (six tabs get
 * what one gets); a user's entry goes with their last socket.
 */
export function createCallLimits() {
  const users = new Map<string, UserLimits & { sockets: number }>();
  return {
    /** A socket of the user connected: its limits are the user's. */
    attach(userId: string): UserLimits {
      const events = tokenBucket(CALL_EVENTS_PER_SECOND, CALL_EVENTS_PER_SECOND * 2);
      const entry = users.get(userId) ?? {
        event: () => events(1),
        relay: tokenBucket(CALL_RELAY_BYTES_PER_SECOND, CALL_RELAY_BYTES_PER_SECOND),
        sockets: 0,
      };
      entry.sockets += 1;
      users.set(userId, entry);
      return entry;
    },
    /** A socket of the user left. */
    detach(userId: string): void {
      const entry = users.get(userId);
      if (entry && (entry.sockets -= 1) <= 0) users.delete(userId);
    },
  };
}
export type CallLimits = ReturnType<typeof createCallLimits>;
