import type { FastifyBaseLogger } from 'fastify';
import { isStaff, type Role } from '@secops/domain/roles';
import { seesOnline } from './calls.policy.ts';
import { userRoom, type CallServer, type CallSocket } from './calls.types.ts';

/** The room of every staff call socket: staff see everyone come and go. */
const STAFF_ROOM = 'calls:staff';

/**
 * Presence on the call socket: who is connected, on any process. A socket gets once, when it connects, the ids of
 * the connected users it may see (`available-users`, see seesOnline); then only changes: `user-online` when a user's
 * first socket on a process connects, `user-offline` when their last socket on every process has left, each sent
 * only to the sockets that may see that user (a few dozen bytes per socket, not the whole list).
 */
export function createPresence(io: CallServer, log: FastifyBaseLogger, shared: boolean) {
  /** The users with a call socket on this process, and how many. */
  const local = new Map<string, { role: Role; sockets: number }>();
  const localUsers = (): [string, Role][] => [...local].map(([id, entry]) => [id, entry.role]);

  // Another process asks who is connected here.
  io.on('presence-users', (answer) => answer(localUsers()));

  /** Everyone connected, on every process; this process's alone when another does not answer (the adapter's timeout). */
  async function everyone(): Promise<[string, Role][]> {
    if (!shared) return localUsers();
    const users = localUsers();
    try {
      const answers = await io.serverSideEmitWithAck('presence-users');
      for (const answer of answers) users.push(...answer);
    } catch (error) {
      log.warn({ err: error }, 'call presence: a process did not answer');
    }
    return users;
  }

  /** Tells the sockets that may see the user (never the user's own) that they came or left. */
  function announce(event: 'user-online' | 'user-offline', socket: CallSocket): void {
    const { user, contacts } = socket.data;
    const audience = isStaff(user.role) ? io : io.to([STAFF_ROOM, ...contacts.map(userRoom)]);
    audience.except(userRoom(user.id)).emit(event, { userId: user.id });
  }

  /** Whether the user has a connected call socket on any process. */
  async function isOnline(userId: string): Promise<boolean> {
    if (!shared) return local.has(userId);
    return (await io.in(userRoom(userId)).fetchSockets()).length > 0;
  }

  return {
    /** A socket connected (its user's room joined): it gets the list, the others hear of a user new here. */
    async arrived(socket: CallSocket): Promise<void> {
      const { user, contacts } = socket.data;
      if (isStaff(user.role)) void socket.join(STAFF_ROOM);
      const entry = local.get(user.id);
      if (entry) entry.sockets += 1;
      else {
        local.set(user.id, { role: user.role, sockets: 1 });
        announce('user-online', socket);
      }
      const viewer = { id: user.id, role: user.role, contacts };
      const visible = new Set<string>();
      for (const [id, role] of await everyone()) if (seesOnline(viewer, { id, role })) visible.add(id);
      socket.emit('available-users', [...visible]);
    },
    /** A socket left (its rooms already left): when it was its user's last one anywhere, they are told. */
    async left(socket: CallSocket): Promise<void> {
      const { user } = socket.data;
      const entry = local.get(user.id);
      if (!entry) return;
      entry.sockets -= 1;
      if (entry.sockets > 0) return;
      local.delete(user.id);
      if (shared && (await isOnline(user.id))) return;
      // Back on this process meanwhile: still online.
      if (!local.has(user.id)) announce('user-offline', socket);
    },
    isOnline,
  };
}
export type Presence = ReturnType<typeof createPresence>;
