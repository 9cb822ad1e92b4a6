import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { LivePosition } from '@secops/domain/gps';
import type { MissionStatus } from '@secops/domain/missions';
import type { Db } from '../db/client.ts';
import { missionAssignments, missions, shifts } from '../db/schema/index.ts';
import { startSession } from '../modules/auth/session.service.ts';
import type { TestUser } from './fixtures.ts';

/**
 * Inserts a mission straight into the database (from an hour ago to an hour from now), with its agents assigned;
 * with `onDuty`, each of them also has a shift over the mission's hours, so that their positions are recorded.
 */
export async function createMission(
  db: Db,
  options: { status?: MissionStatus; title?: string; agentIds?: (string | null)[]; onDuty?: boolean } = {},
): Promise<string> {
  const startAt = new Date(Date.now() - 3600_000);
  const endAt = new Date(Date.now() + 3600_000);
  const [mission] = await db
    .insert(missions)
    .values({
      title: options.title ?? 'Protection Salon du Bourget',
      type: 'EVENT',
      status: options.status ?? 'ACTIVE',
      startAt,
      endAt,
      locationAddress: '1 place de la Concorde, 75008 Paris',
      locationLat: 48.8656,
      locationLng: 2.3212,
    })
    .returning({ id: missions.id });
  if (!mission) throw new Error('mission insert returned no row');
  const agentIds = (options.agentIds ?? []).filter((id): id is string => Boolean(id));
  if (agentIds.length > 0) {
    await db
      .insert(missionAssignments)
      .values(agentIds.map((agentId) => ({ missionId: mission.id, agentId })));
    if (options.onDuty) {
      await db
        .insert(shifts)
        .values(agentIds.map((agentId) => ({ missionId: mission.id, agentId, startAt, endAt })));
    }
  }
  return mission.id;
}

/** The access token of a new session of the user. */
export const accessToken = async (app: FastifyInstance, user: Pick<TestUser, 'id' | 'role'>) =>
  (await startSession(app.deps.database.db, app.deps.jwt, user)).accessToken;

/** A socket.io-client connection (websocket, no reconnection); rejects with the handshake's connect_error. */
export function connectSocket(
  url: string,
  namespace: '/gps' | '/chat',
  auth: { token?: string; headers?: Record<string, string> } = {},
): Promise<Socket> {
  const socket = io(`${url}${namespace}`, {
    auth: auth.token === undefined ? {} : { token: auth.token },
    extraHeaders: auth.headers,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  return whenConnected(socket);
}

/** Resolves with the socket once connected; rejects with the handshake's connect_error (and closes it). */
export function whenConnected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Emits an event and resolves with its acknowledgement. */
export function emitWithAck<T = unknown>(socket: Socket, event: string, ...args: unknown[]): Promise<T> {
  return socket.timeout(5000).emitWithAck(event, ...args) as Promise<T>;
}

/** The next time `event` arrives on the socket, or a rejection after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}

/** Collects every `event` the socket receives from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** The next live position the socket receives (position:updated carries them in lists), or a rejection after `ms`. */
export function nextPosition(socket: Socket, ms = 5000): Promise<LivePosition> {
  return nextEvent<LivePosition[]>(socket, 'position:updated', ms).then(
    (positions) => positions[0] as LivePosition,
  );
}

/**
 * The next live position the socket receives that matches `wanted`: a broadcast of an earlier request, still on its
 * way (through Redis, between processes), is let pass.
 */
export function nextPositionWhere(
  socket: Socket,
  wanted: (position: LivePosition) => boolean,
  ms = 5000,
): Promise<LivePosition> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('position:updated', listener);
      reject(new Error(`no matching position:updated within ${ms} ms`));
    }, ms);
    const listener = (positions: LivePosition[]) => {
      const found = positions.find(wanted);
      if (!found) return;
      clearTimeout(timer);
      socket.off('position:updated', listener);
      resolve(found);
    };
    socket.on('position:updated', listener);
  });
}

/** Collects every live position the socket receives from now on, in the order they arrive. */
export function collectPositions(socket: Socket): LivePosition[] {
  const seen: LivePosition[] = [];
  socket.on('position:updated', (positions: LivePosition[]) => seen.push(...positions));
  return seen;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
