import { z } from 'zod';
import { CALL_MAX_PAYLOAD_BYTES, CALL_TYPES } from './calls.ts';

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
