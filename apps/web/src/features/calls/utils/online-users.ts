import type { CallServerToClientEvents } from '@secops/domain/calls';

type PresenceEvents = Pick<CallServerToClientEvents, 'available-users' | 'user-online' | 'user-offline'>;
/** What presence needs of a call socket: its events, and when it loses the connection. */
export type PresenceSource = {
  on<E extends keyof PresenceEvents>(event: E, handler: PresenceEvents[E]): unknown;
  on(event: 'disconnect', handler: () => void): unknown;
};

/**
 * Who is online for one call socket: the list the server sends at each connection, then the users who come and go,
 * nobody once the connection is lost. Kept from the socket's creation, so that a screen attached later knows too.
 */
export class OnlineUsers {
  private ids: readonly string[] = [];
  private readonly listeners = new Set<(ids: readonly string[]) => void>();

  constructor(source: PresenceSource) {
    source.on('available-users', (ids) => this.set(ids));
    source.on('user-online', ({ userId }) => {
      if (!this.ids.includes(userId)) this.set([...this.ids, userId]);
    });
    source.on('user-offline', ({ userId }) => {
      if (this.ids.includes(userId)) this.set(this.ids.filter((id) => id !== userId));
    });
    source.on('disconnect', () => this.set([]));
  }

  get current(): readonly string[] {
    return this.ids;
  }

  /** Calls `listener` with the ids after each change; answers the unsubscribe. */
  subscribe(listener: (ids: readonly string[]) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private set(ids: readonly string[]): void {
    this.ids = ids;
    this.listeners.forEach((listener) => listener(ids));
  }
}

const bySocket = new WeakMap<PresenceSource, OnlineUsers>();

/** The presence of a call socket, started the first time it is asked for (before the socket connects). */
export function onlineUsersOf(socket: PresenceSource): OnlineUsers {
  let online = bySocket.get(socket);
  if (!online) {
    online = new OnlineUsers(socket);
    bySocket.set(socket, online);
  }
  return online;
}
