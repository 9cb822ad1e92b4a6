import type { Redis } from '../../lib/redis.ts';
import { MISSED_CALL_INTERVAL_MS, type CallRecord, type CallStore } from './call-store.ts';

/** A forgotten call (its process killed mid-call) frees its users after this long at the latest. */
const CALL_TTL_MS = 12 * 3600_000;

// KEYS: caller's key, callee's key, call key. ARGV: call id, call JSON, ttl.
const BEGIN = `
if redis.call('exists', KEYS[1]) == 1 or redis.call('exists', KEYS[2]) == 1 then return 0 end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[3])
redis.call('set', KEYS[2], ARGV[1], 'PX', ARGV[3])
redis.call('set', KEYS[3], ARGV[2], 'PX', ARGV[3])
return 1`;

// KEYS: call key. ARGV: answering socket id.
const ANSWER = `
local raw = redis.call('get', KEYS[1])
if not raw then return false end
local call = cjson.decode(raw)
if call.state ~= 'ringing' then return false end
call.state = 'active'
call.calleeSocket = ARGV[1]
local out = cjson.encode(call)
redis.call('set', KEYS[1], out, 'KEEPTTL')
return out`;

// KEYS: call key. ARGV: key prefix of users. Frees the users that still point to this call.
const END = `
local raw = redis.call('get', KEYS[1])
if not raw then return false end
redis.call('del', KEYS[1])
local call = cjson.decode(raw)
for _, user in ipairs({call.callerId, call.calleeId}) do
  local key = ARGV[1] .. user
  if redis.call('get', key) == call.id then redis.call('del', key) end
end
return raw`;

/** Calls shared by every server process through Redis; each change is one Lua script, so it is atomic. */
export function redisCallStore(redis: Redis, prefix: string): CallStore {
  const userKey = (userId: string) => `${prefix}:calls:user:${userId}`;
  const callKey = (callId: string) => `${prefix}:calls:call:${callId}`;
  const parse = (raw: unknown) => (typeof raw === 'string' ? (JSON.parse(raw) as CallRecord) : undefined);

  return {
    async callOf(userId) {
      const id = await redis.get(userKey(userId));
      return id ? parse(await redis.get(callKey(id))) : undefined;
    },
    async begin(call) {
      const keys = [userKey(call.callerId), userKey(call.calleeId), callKey(call.id)];
      const args = [call.id, JSON.stringify(call), String(CALL_TTL_MS)];
      return (await redis.eval(BEGIN, { keys, arguments: args })) === 1;
    },
    answer: async (callId, calleeSocket) =>
      parse(await redis.eval(ANSWER, { keys: [callKey(callId)], arguments: [calleeSocket] })),
    end: async (callId) =>
      parse(await redis.eval(END, { keys: [callKey(callId)], arguments: [userKey('')] })),
    claimMissed: async (callerId, calleeId) =>
      (await redis.set(`${prefix}:calls:missed:${callerId}:${calleeId}`, '1', {
        NX: true,
        PX: MISSED_CALL_INTERVAL_MS,
      })) === 'OK',
    close: async () => undefined,
  };
}
