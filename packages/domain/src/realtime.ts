import type { PlanningChange } from './planning-change.ts';
import type { ErrorBody } from './auth.ts';
import type {
  ChatMessageEvent,
  ChatMissionPayload,
  MessageSend,
  TypingEvent,
  TypingPayload,
  UserConnectPayload,
} from './chat.ts';
import type { GpsSubscription, LivePosition, PositionUpdate } from './gps.ts';
import type { Alert } from './alerts.ts';
import type { Incident } from './incidents.schemas.ts';
import type { LogbookEntry } from './logbook.ts';
import type { Sos } from './sos.ts';

/** Socket.IO namespaces, on the default path /socket.io. */
export const GPS_NAMESPACE = '/gps';
export const CHAT_NAMESPACE = '/chat';

/**
 * The answer to every client event that takes an acknowledgement: `{ ok: true, ... }`, or `{ ok: false, error }`
 * with the same body an HTTP error has (statusCode, code, French message).
 */
export type AckError = { ok: false; error: ErrorBody };
export type Ack<T extends object = object> = ({ ok: true } & T) | AckError;
export type AckCallback<T extends object = object> = (ack: Ack<T>) => void;

/**
 * The connection error of a refused handshake: `message` is the French message; `data` the error body
 * (401 without a token, with a bad or expired one, or for a deactivated account).
 */
export type HandshakeErrorData = ErrorBody;

/** /gps, sent by clients: agents send positions; staff subscribe to one mission or to all. */
export interface GpsClientToServerEvents {
  'position:update': (payload: PositionUpdate, ack?: AckCallback) => void;
  'mission:subscribe': (payload?: GpsSubscription, ack?: AckCallback) => void;
  'mission:unsubscribe': (payload?: GpsSubscription, ack?: AckCallback) => void;
}

/**
 * /gps, sent by the server: positions to subscribed staff, those accepted together in one message (one or more, in
 * the order they were accepted); SOS alerts to every staff socket and to the raiser.
 */
export interface GpsServerToClientEvents {
  'position:updated': (positions: LivePosition[]) => void;
  'sos:raised': (sos: Sos) => void;
  'sos:acknowledged': (sos: Sos) => void;
  'sos:closed': (sos: Sos) => void;
  /** A new main courante entry of any mission, to every staff socket. */
  'logbook:entry': (entry: LogbookEntry) => void;
  /** An incident reported, to every staff socket. */
  'incident:created': (incident: Incident) => void;
  /** An incident changed (status, resolution, assignee, a note), to every staff socket. */
  'incident:updated': (incident: Incident) => void;
  /** A dispatch alert raised, to every staff socket. */
  'alert:raised': (alert: Alert) => void;
  /** A dispatch alert taken, resolved by hand or by itself, to every staff socket. */
  'alert:updated': (alert: Alert) => void;
}

/** /chat, sent by clients. */
export interface ChatClientToServerEvents {
  'user:connect': (payload?: UserConnectPayload, ack?: AckCallback<{ userId: string }>) => void;
  'mission:subscribe': (payload: ChatMissionPayload, ack?: AckCallback) => void;
  'mission:unsubscribe': (payload: ChatMissionPayload, ack?: AckCallback) => void;
  'message:send': (payload: MessageSend, ack?: AckCallback<{ message: ChatMessageEvent }>) => void;
  'typing:start': (payload: TypingPayload, ack?: AckCallback) => void;
  'typing:stop': (payload: TypingPayload, ack?: AckCallback) => void;
}

/** /chat, sent by the server to the members subscribed to a mission room. */
export interface ChatServerToClientEvents {
  'message:new': (message: ChatMessageEvent) => void;
  /** A message mentioning the user, to their sockets that are not in the mission's room (anywhere in the app). */
  'mention:new': (message: ChatMessageEvent) => void;
  /** A change to one of the user's shifts starting within 7 days, to all their sockets. */
  'planning:changed': (change: PlanningChange) => void;
  /** A new main courante entry of a mission the user is assigned to, to all their sockets. */
  'logbook:entry': (entry: LogbookEntry) => void;
  'typing:start': (event: TypingEvent) => void;
  'typing:stop': (event: TypingEvent) => void;
}
