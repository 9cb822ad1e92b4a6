import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ErrorBodySchema } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import { FIELD_ROLES, INTERNAL_ROLES, STAFF_ROLES, type Role } from '@secops/domain/roles';
import type { AppDeps } from '../../deps.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { findSessionAccount } from './session-account.repository.ts';

/** The signed-in user, as every guarded route sees it; `sessionId` is the session its access token belongs to. */
export type AuthUser = {
  id: string;
  email: string;
  role: Role;
  agentId: string | null;
  /** The client company of a CLIENT account; null for every other role. */
  clientId: string | null;
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; only read it in a route that has one of them as preHandler. */
    user: AuthUser;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
const guards = new WeakSet<Guard>();
const BEARER = /^Bearer ([^\s]+)$/i;

/**
 * The user of a session, read again from the database: the user must still exist and be active (so deactivation
 * ends access at once) and the session must not have been revoked (sign-out, password change, reset, 2FA change);
 * the role is the one in the database, not the one in the token. Sockets check each event with it too.
 */
export async function userOfSession(
  deps: Pick<AppDeps, 'database'>,
  session: { userId: string; sessionId: string },
): Promise<AuthUser> {
  const account = await findSessionAccount(deps.database.db, session.userId, session.sessionId);
  if (!account) throw unauthorized();
  if (!account.isActive) throw unauthorized(MSG.accountDisabled);
  if (!account.live) throw unauthorized(MSG.sessionExpired, 'SESSION_REVOKED');
  const { id, email, role, agentId, clientId } = account;
  return { id, email, role, agentId, clientId, sessionId: session.sessionId };
}

/** The user behind an access token, checked as above. Exported so that socket handshakes check it the same way. */
export async function userFromAccessToken(
  deps: Pick<AppDeps, 'jwt' | 'database'>,
  token: string,
): Promise<AuthUser> {
  return userOfSession(deps, await deps.jwt.verifyAccess(token));
}

/**
 * Signed in with any role, CLIENT included: a valid bearer access token of an existing, active user, else 401. Only
 * the account's own routes use it (who am I, sign-out, profile, password, 2FA).
 */
export const authenticateAccount: Guard = async (request) => {
  if ((request.user as AuthUser | null) !== null) return;
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthorized();
  request.user = await userFromAccessToken(request.server.deps, token);
};
guards.add(authenticateAccount);

/** Signed in with one of these roles, else 401 (not signed in) or 403 (another role). */
export function requireRoles(...roles: readonly Role[]): Guard {
  const guard: Guard = async (request, reply) => {
    await authenticateAccount(request, reply);
    if (!roles.includes(request.user.role)) throw forbidden();
  };
  guards.add(guard);
  return guard;
}

/**
 * Signed in as one of the company's own people, staff or guard; a CLIENT account gets 403 (its portal has its own
 * routes). Routes that check ownership after it do so in their service.
 */
export const authenticate = requireRoles(...INTERNAL_ROLES);
/** The client portal's routes: a CLIENT account, whose company the service reads from `request.user.clientId`. */
export const clientOnly = requireRoles('CLIENT');

/** The admin area: SUPERADMIN, ADMIN, SUPERVISOR. */
export const staffOnly = requireRoles(...STAFF_ROLES);
/** The field area: AGENT and LEAD. */
export const fieldOnly = requireRoles(...FIELD_ROLES);

const isGuarded = (route: RouteOptions) =>
  [route.preHandler ?? []].flat().some((handler) => guards.has(handler as Guard));

/**
 * Decorates `request.user` and, for every route that uses a guard, declares the bearer security and the
 * 401/403 answers in its schema so that the OpenAPI document shows them.
 */
async function authGuardPlugin(app: FastifyInstance): Promise<void> {
  // null until a guard runs; typed as set because only guarded routes read it.
  app.decorateRequest('user', null as unknown as AuthUser);
  app.addHook('onRoute', (route) => {
    if (!isGuarded(route)) return;
    // Guards run first, at onRequest: an unsigned or refused caller gets 401/403 before anything of the request is
    // read or validated (no upload is received, no schema detail is told), whatever its body.
    const handlers = [route.preHandler ?? []].flat();
    route.onRequest = [...[route.onRequest ?? []].flat(), ...handlers.filter((h) => guards.has(h as Guard))];
    route.preHandler = handlers.filter((h) => !guards.has(h as Guard));
    route.schema = {
      ...route.schema,
      security: [{ bearer: [] }],
      response: { 401: ErrorBodySchema, 403: ErrorBodySchema, ...(route.schema?.response as object) },
    };
  });
}
// Registered on the root instance on purpose (what fastify-plugin does): the decoration and hook must reach every route.
export const authGuard = Object.assign(authGuardPlugin, { [Symbol.for('skip-override')]: true });
