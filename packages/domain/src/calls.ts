// No zod here: the field screens import these constants and types. The schemas are in calls.schemas.ts.
import type { z } from 'zod';
import type {
  AnswerCallSchema,
  CallerInfo,
  CallPeerSchema,
  CallUserSchema,
  IceCandidate,
  IceCandidateSchema,
  MissedCall,
  SessionDescription,
} from './calls.schemas.ts';

export type { CallerInfo, IceCandidate, IceServer, MissedCall, SessionDescription } from './calls.schemas.ts';

/** The call socket: Socket.IO on its own path of the server's port (default namespace). */
export const CALLS_PATH = '/calls';
/** An unanswered call ends after this long, on the server (the callee's modal closes, the caller is told). */
export const CALL_RING_TIMEOUT_MS = 45_000;
/** Lifetime of the TURN credentials that GET /api/calls/ice-servers hands out (the TURN REST scheme). */
export const TURN_CREDENTIAL_TTL_S = 3600;
/** Signaling payloads are an SDP offer or answer (a few kB) or one ICE candidate: nothing bigger is relayed. */
export const CALL_MAX_PAYLOAD_BYTES = 64 * 1024;
/** Events a user may send per second, all their call sockets together (ICE candidates come in bursts of a few dozen). */
export const CALL_EVENTS_PER_SECOND = 50;
/** Bytes of offers, answers and candidates a user may have relayed per second, all their call sockets together. */
export const CALL_RELAY_BYTES_PER_SECOND = 256 * 1024;

export const CALL_TYPES = ['audio', 'video'] as const;
export type CallType = (typeof CALL_TYPES)[number];
export const CALL_TYPE_LABELS: Record<CallType, string> = { audio: 'Audio', video: 'Vidéo' };

/** Why the server ended or refused a call (French, shown as is). */
export const CALL_REASONS = {
  offline: 'Utilisateur hors ligne',
  busy: 'Utilisateur déjà en appel',
  noAnswer: 'Pas de réponse',
  disconnected: 'Correspondant déconnecté',
  self: 'Vous ne pouvez pas vous appeler vous-même',
} as const;

export type IncomingCall = {
  from: string;
  offer: SessionDescription;
  callType: CallType;
  callerInfo: CallerInfo;
};

/** Who connected or left (see `user-online` and `user-offline`). */
export type PresenceChange = { userId: string };

/** Sent by clients on the call socket. */
export interface CallClientToServerEvents {
  'call-user': (payload: z.input<typeof CallUserSchema>) => void;
  'answer-call': (payload: z.input<typeof AnswerCallSchema>) => void;
  'reject-call': (payload: z.input<typeof CallPeerSchema>) => void;
  'end-call': (payload: z.input<typeof CallPeerSchema>) => void;
  'ice-candidate': (payload: z.input<typeof IceCandidateSchema>) => void;
}

/** Sent by the server; `from` is always the authenticated user who sent the event. */
export interface CallServerToClientEvents {
  /**
   * Once, when the socket connects: the ids of the connected users the receiver may see (staff see everyone; field
   * users see staff and those who share a mission with them), without their own. Changes follow one by one.
   */
  'available-users': (userIds: string[]) => void;
  /** A user the receiver may see has connected. */
  'user-online': (payload: PresenceChange) => void;
  /** A user the receiver may see has no call socket left. */
  'user-offline': (payload: PresenceChange) => void;
  'incoming-call': (call: IncomingCall) => void;
  'call-answered': (payload: { from: string; answer: SessionDescription }) => void;
  /** The callee refused, or the server answered at once (offline, busy): `reason` says which. */
  'call-rejected': (payload: { from: string; reason?: string }) => void;
  /** The other side hung up, left, or nobody answered in time (`reason`). */
  'call-ended': (payload: { from: string; reason?: string }) => void;
  'ice-candidate': (payload: { from: string; candidate: IceCandidate }) => void;
  /** A refused event (bad payload, too many events): nothing was relayed. */
  'call-error': (payload: { event: string; code: string; message: string }) => void;
  /** A call this user missed (while offline, busy, or unanswered), for the missed-calls list. */
  'missed-call': (call: MissedCall) => void;
}
