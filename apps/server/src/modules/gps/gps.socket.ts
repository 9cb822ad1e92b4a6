import type { FastifyBaseLogger } from 'fastify';
import { GpsSubscriptionSchema, PositionUpdateSchema, type GpsSubscription } from '@secops/domain/gps';
import { isStaff } from '@secops/domain/roles';
import { GPS_ALL_ROOM, GPS_STAFF_ROOM, gpsMissionRoom } from '../../realtime/emitter.ts';
import { handleEvent } from '../../realtime/socket-handler.ts';
import type { GpsSocket } from '../../realtime/socket.types.ts';
import { assertMayWatch } from './gps.policy.ts';
import type { GpsService } from './gps.service.ts';

const roomOf = (subscription: GpsSubscription | null) => {
  const missionId = subscription?.missionId;
  return !missionId || missionId === 'all' ? GPS_ALL_ROOM : gpsMissionRoom(missionId);
};

/**
 * /gps: agents send position:update; staff subscribe to every mission (no id or 'all') or to one mission, and
 * then receive position:updated. A socket that has not subscribed receives nothing.
 */
export function registerGpsSocket(socket: GpsSocket, gps: GpsService, log: FastifyBaseLogger): void {
  const { user } = socket.data;
  if (isStaff(user.role)) void socket.join(GPS_STAFF_ROOM);
  // The acknowledgement is a bare { ok: true }: an agent sends a position every few seconds and needs nothing back.
  socket.on(
    'position:update',
    handleEvent(log, PositionUpdateSchema, async (payload) => {
      await gps.acceptPosition(user, payload);
    }),
  );
  socket.on(
    'mission:subscribe',
    handleEvent(log, GpsSubscriptionSchema.nullable(), async (subscription) => {
      assertMayWatch(user);
      await socket.join(roomOf(subscription ?? null));
    }),
  );
  socket.on(
    'mission:unsubscribe',
    handleEvent(log, GpsSubscriptionSchema.nullable(), async (subscription) => {
      await socket.leave(roomOf(subscription ?? null));
    }),
  );
}
