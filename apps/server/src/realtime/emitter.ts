import type { Alert } from '@secops/domain/alerts';
import type { ChatMessageEvent, TypingEvent } from '@secops/domain/chat';
import type { LivePosition } from '@secops/domain/gps';
import type { Incident } from '@secops/domain/incidents.schemas';
import type { LogbookEntry } from '@secops/domain/logbook';
import type { PlanningChange } from '@secops/domain/planning-change';
import type { Sos } from '@secops/domain/sos';
import { createPositionFanOut } from './position-fan-out.ts';
import { userRoom } from './revocations.ts';
import type { ChatNamespace, GpsNamespace } from './socket.types.ts';

/** Staff watching every mission on the live map. */
export const GPS_ALL_ROOM = 'gps:all';
/** Every staff socket on /gps, whatever it watches: SOS alerts reach them all. */
export const GPS_STAFF_ROOM = 'gps:staff';
/** Staff watching one mission on the live map. */
export const gpsMissionRoom = (missionId: string) => `gps:mission:${missionId}`;
/** Members following one mission's chat. */
export const chatMissionRoom = (missionId: string) => `chat:mission:${missionId}`;

/**
 * The one way services publish to sockets: each method names an event of the typed maps in
 * @secops/domain/realtime and the rooms it goes to. With the Redis adapter the rooms span every server process.
 * Before the socket server is attached (tests through inject, scripts) events go nowhere.
 */
export type RealtimeEmitter = {
  /**
   * A new position, to the staff watching all missions and those watching its mission; the positions accepted
   * meanwhile leave together as position:updated messages, at most every 20 ms (see position-fan-out.ts).
   */
  positionUpdated(position: LivePosition): void;
  /**
   * A stored chat message, to the mission's chat room; and as mention:new to the sockets of each mentioned user that
   * are not in that room, so that a mention reaches them wherever they are in the app.
   */
  messageNew(message: ChatMessageEvent, mentionedUserIds?: readonly string[]): void;
  /** Someone starts or stops typing, to the mission's chat room except the typing socket itself. */
  typing(event: 'typing:start' | 'typing:stop', payload: TypingEvent, exceptSocketId: string): void;
  /** A user taken off a mission: their /chat sockets leave its room at once, on every process. */
  memberRemoved(missionId: string, userId: string): void;
  /** An archived mission: every /chat socket leaves its room at once, on every process (nothing is written there). */
  missionArchived(missionId: string): void;
  /** A new SOS, to every staff socket on /gps. */
  sosRaised(sos: Sos): void;
  /** A change to a guard's shift starting soon, to every /chat socket of theirs (the field area keeps one open). */
  planningChanged(userId: string, change: PlanningChange): void;
  /** An SOS taken or closed: to every staff socket on /gps and to the /gps sockets of the agent who raised it. */
  sosChanged(event: 'sos:acknowledged' | 'sos:closed', sos: Sos, raiserUserId: string | null): void;
  /**
   * A new main courante entry, to this process's staff sockets on /gps and /chat sockets of the mission's guards:
   * every process hears of each entry from the database and tells its own sockets, so each socket gets it once.
   */
  logbookEntryLocal(entry: LogbookEntry, guardUserIds: readonly string[]): void;
  /** A dispatch alert raised or changed, to this process's staff sockets on /gps (as logbookEntryLocal). */
  alertLocal(event: 'alert:raised' | 'alert:updated', alert: Alert): void;
  /** An incident reported or changed, to this process's staff sockets on /gps (as logbookEntryLocal). */
  incidentLocal(event: 'incident:created' | 'incident:updated', incident: Incident): void;
  /** True once sockets can be reached (after attach, before close). */
  readonly attached: boolean;
};

export type Namespaces = { gps: GpsNamespace; chat: ChatNamespace };

/** An emitter and the switch that connects it to the namespaces once the socket server exists. */
export function createEmitter(): {
  emitter: RealtimeEmitter;
  bind(namespaces: Namespaces | undefined): void;
} {
  let target: Namespaces | undefined;
  const fanOut = createPositionFanOut(({ missionId, positions }) => {
    if (missionId === null) target?.gps.to(GPS_ALL_ROOM).emit('position:updated', positions);
    else target?.gps.to(gpsMissionRoom(missionId)).except(GPS_ALL_ROOM).emit('position:updated', positions);
  });
  const emitter: RealtimeEmitter = {
    positionUpdated: fanOut,
    messageNew(message, mentionedUserIds = []) {
      const room = chatMissionRoom(message.missionId);
      target?.chat.to(room).emit('message:new', message);
      if (mentionedUserIds.length > 0)
        target?.chat.to(mentionedUserIds.map(userRoom)).except(room).emit('mention:new', message);
    },
    typing(event, payload, exceptSocketId) {
      target?.chat.to(chatMissionRoom(payload.missionId)).except(exceptSocketId).emit(event, payload);
    },
    memberRemoved(missionId, userId) {
      target?.chat.in(userRoom(userId)).socketsLeave(chatMissionRoom(missionId));
    },
    missionArchived(missionId) {
      target?.chat.in(chatMissionRoom(missionId)).socketsLeave(chatMissionRoom(missionId));
    },
    sosRaised(sos) {
      target?.gps.to(GPS_STAFF_ROOM).emit('sos:raised', sos);
    },
    planningChanged(userId, change) {
      target?.chat.to(userRoom(userId)).emit('planning:changed', change);
    },
    sosChanged(event, sos, raiserUserId) {
      const rooms = raiserUserId ? [GPS_STAFF_ROOM, userRoom(raiserUserId)] : [GPS_STAFF_ROOM];
      target?.gps.to(rooms).emit(event, sos);
    },
    logbookEntryLocal(entry, guardUserIds) {
      target?.gps.local.to(GPS_STAFF_ROOM).emit('logbook:entry', entry);
      if (guardUserIds.length > 0)
        target?.chat.local.to(guardUserIds.map(userRoom)).emit('logbook:entry', entry);
    },
    alertLocal(event, alert) {
      target?.gps.local.to(GPS_STAFF_ROOM).emit(event, alert);
    },
    incidentLocal(event, incident) {
      target?.gps.local.to(GPS_STAFF_ROOM).emit(event, incident);
    },
    get attached() {
      return target !== undefined;
    },
  };
  return {
    emitter,
    bind: (namespaces) => {
      target = namespaces;
    },
  };
}
