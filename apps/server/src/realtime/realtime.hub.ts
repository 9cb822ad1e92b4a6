import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { CHAT_NAMESPACE, GPS_NAMESPACE } from '@secops/domain/realtime';
import type { AppDeps } from '../deps.ts';
import type { Redis } from '../lib/redis.ts';
import { createEmitter, type RealtimeEmitter } from './emitter.ts';
import { authenticateSocket, checkOrigin } from './handshake.ts';
import { disconnectRevoked, guardSession, relayRevocations } from './revocations.ts';
import type { ChatNamespace, ChatSocket, GpsNamespace, GpsSocket } from './socket.types.ts';

/** Socket payloads are small JSON objects (a chat message is at most 2,000 characters). */
const MAX_PAYLOAD_BYTES = 64 * 1024;

/** Starts a socket server of a module on the app's HTTP server; answers how to close it. */
export type SocketServerStarter = (
  server: HttpServer,
  options: { redis?: Redis; redisKey: string },
) => Promise<() => Promise<void>>;

export type AttachOptions = {
  /** Prefix of the Redis channels, so that deployments (or test runs) sharing one Redis stay apart. */
  redisKey?: string;
};

/**
 * The socket side of one app: modules register their inbound handlers and publish through `emitter`; `attach`
 * starts the Socket.IO server on the app's HTTP server (namespaces /gps and /chat on the default path, with the
 * Redis adapter when Redis is configured); `close` disconnects everyone and releases the Redis connections.
 */
export type RealtimeHub = {
  readonly emitter: RealtimeEmitter;
  onGpsConnection(handler: (socket: GpsSocket) => void): void;
  onChatConnection(handler: (socket: ChatSocket) => void): void;
  /**
   * Another socket server on the same HTTP server (the call signaling on its own path): started by `attach` with the
   * same Redis and channel prefix; the function it answers closes it again in `close`.
   */
  onAttach(start: SocketServerStarter): void;
  attach(server: HttpServer, options?: AttachOptions): Promise<void>;
  close(): Promise<void>;
};

/** The Redis adapter's package is loaded only with Redis: a server without it starts without reading it. */
async function redisAdapter(redis: Redis, key: string) {
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const pub = redis.duplicate();
  const sub = redis.duplicate();
  // The adapter's clients reconnect by themselves; errors are logged by the base client's owner.
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  await Promise.all([pub.connect(), sub.connect()]);
  return { adapter: createAdapter(pub, sub, { key }), clients: [pub, sub] };
}

export function createRealtimeHub(
  deps: Pick<AppDeps, 'jwt' | 'database' | 'redis' | 'revocations' | 'config'>,
  log: FastifyBaseLogger,
) {
  const gpsHandlers: ((socket: GpsSocket) => void)[] = [];
  const chatHandlers: ((socket: ChatSocket) => void)[] = [];
  const { emitter, bind } = createEmitter();
  let io: Server | undefined;
  let redisClients: Redis[] = [];
  let stopRevocations: (() => void)[] = [];
  const starters: SocketServerStarter[] = [];
  let closers: (() => Promise<void>)[] = [];

  const hub: RealtimeHub = {
    emitter,
    onGpsConnection: (handler) => void gpsHandlers.push(handler),
    onChatConnection: (handler) => void chatHandlers.push(handler),
    onAttach: (start) => void starters.push(start),
    async attach(server, options = {}) {
      if (io) throw new Error('the socket server is already attached');
      const instance = new Server(server, { serveClient: false, maxHttpBufferSize: MAX_PAYLOAD_BYTES });
      if (deps.redis) {
        const { adapter, clients } = await redisAdapter(deps.redis, options.redisKey ?? 'secops');
        instance.adapter(adapter);
        redisClients = clients;
      }
      const auth = authenticateSocket(deps, log);
      // The page's origin first: a foreign page learns nothing, not even whether its token is valid.
      const origin = checkOrigin(deps.config);
      instance.of('/').use(origin).use(auth);
      // One server carries both namespaces; each is typed with its own event map.
      const gps = instance.of(GPS_NAMESPACE) as unknown as GpsNamespace;
      const chat = instance.of(CHAT_NAMESPACE) as unknown as ChatNamespace;
      gps.use(origin).use(auth);
      chat.use(origin).use(auth);
      gps.on('connection', (socket) => {
        guardSession(deps, log, socket);
        gpsHandlers.forEach((handler) => handler(socket));
      });
      chat.on('connection', (socket) => {
        guardSession(deps, log, socket);
        chatHandlers.forEach((handler) => handler(socket));
      });
      stopRevocations = [disconnectRevoked(deps.revocations, [gps, chat])];
      if (deps.redis) stopRevocations.push(relayRevocations(deps.revocations, instance));
      bind({ gps, chat });
      io = instance;
      const redisKey = options.redisKey ?? 'secops';
      closers = await Promise.all(starters.map((start) => start(server, { redis: deps.redis, redisKey })));
    },
    async close() {
      const stopping = closers;
      closers = [];
      await Promise.all(stopping.map((close) => close()));
      bind(undefined);
      stopRevocations.forEach((stop) => stop());
      stopRevocations = [];
      const closing = io;
      io = undefined;
      if (closing) {
        // Not io.close(): that would also close the HTTP server and wait for every connection on it, including
        // those of other servers sharing it. Fastify closes the HTTP server itself once all of them are done.
        // The connections are cut, not told goodbye: clients see a lost transport and reconnect, through the proxy,
        // to another process (a socket the server disconnects on purpose would not come back by itself).
        closing.engine.close();
        for (const namespace of ['/', GPS_NAMESPACE, CHAT_NAMESPACE].map((name) => closing.of(name))) {
          await namespace.adapter.close();
        }
      }
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
      redisClients = [];
    },
  };
  return hub;
}
