import { z } from 'zod';

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

const UserId = z.uuid();
const Sdp = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(CALL_MAX_PAYLOAD_BYTES).optional(),
});
const Candidate = z
  .object({
    candidate: z.string().max(2048).optional(),
    sdpMid: z.string().max(256).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(1024).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .nullable();

export const CallerInfoSchema = z.object({
  userId: UserId,
  name: z.string().max(200),
  photo: z.string().max(2048).nullable().optional(),
});
export type CallerInfo = z.infer<typeof CallerInfoSchema>;

/** What clients send. `callerInfo` is advisory: the server replaces it with the authenticated user's own. */
export const CallUserSchema = z.object({
  to: UserId,
  offer: Sdp,
  callType: z.enum(CALL_TYPES),
  callerInfo: CallerInfoSchema.partial().optional(),
});
export const AnswerCallSchema = z.object({ to: UserId, answer: Sdp });
export const CallPeerSchema = z.object({ to: UserId });
export const IceCandidateSchema = z.object({ to: UserId, candidate: Candidate });

export type SessionDescription = z.infer<typeof Sdp>;
export type IceCandidate = z.infer<typeof Candidate>;

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

export const IceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export const IceServersResponseSchema = z.object({ iceServers: z.array(IceServerSchema) });
export type IceServer = z.infer<typeof IceServerSchema>;

export const MissedCallSchema = z.object({
  id: z.uuid(),
  callType: z.enum(CALL_TYPES),
  at: z.iso.datetime({ offset: true }),
  caller: z.object({ userId: z.uuid().nullable(), name: z.string(), photo: z.string().nullable() }),
});
export type MissedCall = z.infer<typeof MissedCallSchema>;
export const MissedCallsResponseSchema = z.object({ missedCalls: z.array(MissedCallSchema) });
