import type { FastifyBaseLogger } from 'fastify';
import { userRoom, type CallServer } from './calls.types.ts';

/** Changes that come together (a page reload, a crowd connecting at 8 a.m.) are told in one round. */
const SETTLE_MS = 100;

/**
 * Presence on the call socket: who is connected, on any process. After a change, each process sends its own sockets
 * the list of connected user ids without the receiver's own id (`available-users`). The list is read from the
 * sockets themselves (the Redis adapter asks every process: `shared`), so a process that dies takes its users with it.
 */
export function createPresence(io: CallServer, log: FastifyBaseLogger, shared: boolean) {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function publish(): Promise<void> {
    timer = undefined;
    const everyone = new Set((await io.fetchSockets()).map((socket) => socket.data.user.id));
    const all = [...everyone];
    for (const socket of await io.local.fetchSockets()) {
      const own = socket.data.user.id;
      socket.emit(
        'available-users',
        all.filter((id) => id !== own),
      );
    }
  }

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      publish().catch((error: unknown) => log.warn({ err: error }, 'call presence not sent'));
    }, SETTLE_MS);
  };

  io.on('presence-changed', schedule);
  return {
    /** This process saw a socket come or go: every process tells its own sockets. */
    changed() {
      schedule();
      // Only an adapter shared between processes (Redis) carries server-side events.
      if (shared) io.serverSideEmit('presence-changed');
    },
    /** Whether the user has a connected call socket on any process. */
    async isOnline(userId: string): Promise<boolean> {
      return (await io.in(userRoom(userId)).fetchSockets()).length > 0;
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
