import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, TWO_FACTOR_TOKEN_TTL_SECONDS } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import { RoleSchema, type Role } from '@secops/domain/roles';
import { unauthorized } from '../errors.ts';
import { readOrCreateSecretFile } from '../secret-file.ts';

const ALG = 'HS256';
const ISSUER = 'secops';
/**
 * Access tokens already verified, remembered with their claims and expiry: a request with a known token skips the
 * signature check (a Web Crypto HMAC, the largest share of a cached read's CPU). Only tokens whose signature held are
 * kept, so nobody fills this with forged ones; the oldest is forgotten first beyond this many.
 */
const VERIFIED_ACCESS_TOKENS = 10_000;
type Purpose = 'access' | '2fa' | 'device';
/** How long a browser stays known as a device of an account after its last sign-in there. */
export const DEVICE_TOKEN_TTL_SECONDS = 90 * 24 * 60 * 60;

/** `sessionId` names the session (refresh-token family) the token was issued to: revoking it ends the token too. */
export type AccessClaims = { userId: string; role: Role; sessionId: string };

export type JwtService = {
  signAccess(claims: AccessClaims): Promise<string>;
  /** Throws 401 TOKEN_EXPIRED for an expired token, 401 UNAUTHENTICATED for any other bad token. */
  verifyAccess(token: string): Promise<AccessClaims>;
  signTwoFactor(userId: string): Promise<string>;
  /** Throws 401 with the "verification expired" message for any bad, expired or foreign token. */
  verifyTwoFactor(token: string): Promise<string>;
  /** A device token: proof that this browser signed in to `userId` before, as the device `deviceId`. */
  signDevice(userId: string, deviceId: string): Promise<string>;
  /** The device id of a valid, unexpired device token of `userId`; undefined for any other token or none. */
  verifyDevice(token: string | undefined, userId: string): Promise<string | undefined>;
};

/** HS256 tokens; the `purpose` claim keeps an access token from passing as a two-factor challenge and back. */
export function createJwtService(secret: Uint8Array): JwtService {
  // Imported once: given the raw bytes, jose imports the key again for every token it signs or checks.
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const sign = (purpose: Purpose, sub: string, ttlSeconds: number, extra: JWTPayload = {}) =>
    key.then((hmac) =>
      new SignJWT({ ...extra, purpose })
        .setProtectedHeader({ alg: ALG })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(hmac),
    );

  const verify = async (token: string, purpose: Purpose): Promise<JWTPayload & { sub: string }> => {
    const { payload } = await jwtVerify(token, await key, { algorithms: [ALG], issuer: ISSUER });
    if (payload.purpose !== purpose || typeof payload.sub !== 'string') {
      throw new errors.JWTInvalid('wrong token purpose');
    }
    return { ...payload, sub: payload.sub };
  };

  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  const remember = (token: string, claims: AccessClaims, exp: number) => {
    if (verified.size >= VERIFIED_ACCESS_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, exp });
  };

  return {
    signAccess: ({ userId, role, sessionId }) =>
      sign('access', userId, ACCESS_TOKEN_TTL_SECONDS, { role, sid: sessionId }),
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known) {
        // Expired from its `exp` second on, as jose reads it.
        if (known.exp > Math.floor(Date.now() / 1000)) return known.claims;
        verified.delete(token);
        throw unauthorized(MSG.sessionExpired, 'TOKEN_EXPIRED');
      }
      try {
        const payload = await verify(token, 'access');
        const role = RoleSchema.safeParse(payload.role);
        if (!role.success) throw new errors.JWTInvalid('bad role claim');
        if (typeof payload.sid !== 'string') throw new errors.JWTInvalid('no session claim');
        const claims = { userId: payload.sub, role: role.data, sessionId: payload.sid };
        if (typeof payload.exp === 'number') remember(token, claims, payload.exp);
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized(MSG.sessionExpired, 'TOKEN_EXPIRED');
        throw unauthorized();
      }
    },
    signTwoFactor: (userId) => sign('2fa', userId, TWO_FACTOR_TOKEN_TTL_SECONDS),
    async verifyTwoFactor(token) {
      try {
        return (await verify(token, '2fa')).sub;
      } catch {
        throw unauthorized(MSG.twoFactorSessionExpired, 'TWO_FACTOR_EXPIRED');
      }
    },
    signDevice: (userId, deviceId) => sign('device', userId, DEVICE_TOKEN_TTL_SECONDS, { jti: deviceId }),
    async verifyDevice(token, userId) {
      if (!token) return undefined;
      try {
        const payload = await verify(token, 'device');
        return payload.sub === userId && typeof payload.jti === 'string' ? payload.jti : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The configured JWT_SECRET; without one (development, tests) a random secret made once and kept in
 * `<dataDir>/jwt-secret` (mode 600), so that a restart keeps everyone signed in.
 */
export function loadJwtSecret(config: { jwtSecret?: string; dataDir: string }): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const secret = readOrCreateSecretFile(config.dataDir, 'jwt-secret', () =>
    randomBytes(48).toString('base64url'),
  );
  return new TextEncoder().encode(secret.trim());
}
