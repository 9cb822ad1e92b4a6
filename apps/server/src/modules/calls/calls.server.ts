import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { CALL_MAX_PAYLOAD_BYTES, CALLS_PATH } from '@secops/domain/calls';
import * as MSG from '@secops/domain/messages';
import { isStaff } from '@secops/domain/roles';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Redis } from '../../lib/redis.ts';
import { authenticateSocket, checkOrigin } from '../../realtime/handshake.ts';
import { disconnectRevoked, guardSession } from '../../realtime/revocations.ts';
import { errorBody } from '../../realtime/socket-handler.ts';
import { memoryCallStore } from './call-store.ts';
import { redisCallStore } from './call-store.redis.ts';
import { callerInfoOf } from './calls.service.ts';
import { createSignaling, type SignalingDeps } from './calls.signaling.ts';
import { registerCallSocket } from './calls.socket.ts';
import { userRoom, type CallServer, type CallSocket } from './calls.types.ts';
import { createPresence } from './presence.ts';
import { listMissionMates } from './call-contacts.repository.ts';
import { createCallLimits } from './call-limits.ts';

export type CallServerOptions = {
  redis?: Redis;
  redisKey: string;
  recordMissed: SignalingDeps['recordMissed'];
  ringTimeoutMs?: number;
};

/**
 * The handshake's `userId` must be the token's user: a socket never speaks for someone else. Then what the socket
 * needs from the database, once: the user's caller card and, for a field user, who shares a mission with them.
 */
function checkAnnouncedUser(deps: Pick<AppDeps, 'database'>, log: FastifyBaseLogger) {
  return (socket: CallSocket, next: (error?: Error) => void) => {
    const announced = (socket.handshake.auth as Record<string, unknown> | undefined)?.userId;
    const user = socket.data.user;
    if (announced !== user.id) {
      return next(
        Object.assign(new Error(MSG.callUserMismatch), {
          data: errorBody(forbidden(MSG.callUserMismatch), log),
        }),
      );
    }
    const { db } = deps.database;
    const contacts = !isStaff(user.role) && user.agentId ? listMissionMates(db, user.agentId) : [];
    Promise.all([callerInfoOf(db, user.id), contacts]).then(
      ([info, mates]) => {
        socket.data.callerInfo = info;
        socket.data.contacts = mates;
        next();
      },
      (error: unknown) => next(Object.assign(new Error(MSG.internal), { data: errorBody(error, log) })),
    );
  };
}

/**
 * The call signaling server: Socket.IO on path /calls of the app's HTTP server (its own engine, beside the /gps and
 * /chat one), with the Redis adapter when Redis is configured so that users on different processes reach each other.
 */
export async function startCallServer(
  server: HttpServer,
  deps: Pick<AppDeps, 'jwt' | 'database' | 'config' | 'revocations'>,
  log: FastifyBaseLogger,
  options: CallServerOptions,
): Promise<() => Promise<void>> {
  const io: CallServer = new Server(server, {
    path: CALLS_PATH,
    serveClient: false,
    // A message bigger than twice the largest accepted payload closes the connection; smaller ones are checked.
    maxHttpBufferSize: CALL_MAX_PAYLOAD_BYTES * 2,
    // Upgrades on other paths belong to the other socket server of this HTTP server.
    destroyUpgrade: false,
  });
  const clients: Redis[] = [];
  if (options.redis) {
    const [pub, sub] = [options.redis.duplicate(), options.redis.duplicate()];
    pub.on('error', () => undefined);
    sub.on('error', () => undefined);
    await Promise.all([pub.connect(), sub.connect()]);
    clients.push(pub, sub);
    // Loaded only with Redis, as the hub's adapter (realtime/realtime.hub.ts).
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(pub, sub, { key: `${options.redisKey}:calls` }));
  }
  const store = options.redis ? redisCallStore(options.redis, options.redisKey) : memoryCallStore();
  const presence = createPresence(io, log, Boolean(options.redis));
  const signaling = createSignaling({
    io,
    store,
    presence,
    log,
    recordMissed: options.recordMissed,
    ringTimeoutMs: options.ringTimeoutMs,
  });

  type Middleware = Parameters<CallServer['use']>[0];
  // The page's origin first, then the token, then the announced user (as on /gps and /chat).
  io.use(checkOrigin(deps.config) as unknown as Middleware);
  io.use(authenticateSocket(deps, log) as unknown as Middleware);
  io.use(checkAnnouncedUser(deps, log));
  // A revoked session (password change, deactivation…) loses its call sockets at once, on every process.
  const stopRevocations = disconnectRevoked(deps.revocations, [io.of('/')]);
  const limits = createCallLimits();
  io.on('connection', (socket) => {
    const { id } = socket.data.user;
    void socket.join(userRoom(id));
    guardSession(deps, log, socket);
    // Presence first: the signaling's own disconnect handler asks whether the user is still online.
    socket.on('disconnect', () => {
      limits.detach(id);
      presence.left(socket).catch((error: unknown) => log.warn({ err: error }, 'call presence not sent'));
    });
    registerCallSocket(socket, signaling, limits.attach(id), log);
    presence.arrived(socket).catch((error: unknown) => log.warn({ err: error }, 'call presence not sent'));
  });

  return async () => {
    stopRevocations();
    signaling.close();
    // Cut, not closed: clients reconnect to another process (see the realtime hub).
    io.engine.close();
    await io.of('/').adapter.close();
    await store.close();
    await Promise.all(clients.map((client) => client.quit().catch(() => undefined)));
  };
}
