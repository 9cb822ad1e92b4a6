import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@secops/domain/roles';
import type { Db } from '../db/client.ts';
import { agents, clients, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/auth/password.ts';
import { generateTotpSecret } from '../lib/auth/totp.ts';
import { startSession } from '../modules/auth/session.service.ts';

export const DEFAULT_PASSWORD = 'Motdepasse-2024';

export type TestUser = {
  id: string;
  email: string;
  password: string;
  role: Role;
  agentId: string | null;
  clientId: string | null;
  twoFASecret: string | null;
};

type UserOptions = {
  role?: Role;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  isActive?: boolean;
  /** Also creates the agent record (default: true for AGENT and LEAD). */
  withAgent?: boolean;
  /** Turns two-factor sign-in on with a fresh TOTP secret. */
  twoFA?: boolean;
  /** The client company of a CLIENT account (default: a new one). */
  clientId?: string;
};

// argon2 is slow on purpose: each password is hashed once per test file.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password) as Promise<string>;
};

const unique = () => randomBytes(4).toString('hex');

/** Inserts a user (and its agent when asked) straight into the database. */
export async function createUser(db: Db, options: UserOptions = {}): Promise<TestUser> {
  const role = options.role ?? 'ADMIN';
  const password = options.password ?? DEFAULT_PASSWORD;
  const twoFASecret = options.twoFA ? generateTotpSecret() : null;
  let clientId: string | null = null;
  if (role === 'CLIENT') {
    clientId =
      options.clientId ??
      (await db.insert(clients).values({ name: `Client ${unique()}` }).returning({ id: clients.id }))[0]!.id;
  }
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `${role.toLowerCase()}-${unique()}@example.test`,
      passwordHash: await hashOnce(password),
      role,
      firstName: options.firstName ?? 'Camille',
      lastName: options.lastName ?? 'Martin',
      isActive: options.isActive ?? true,
      twoFAEnabled: Boolean(options.twoFA),
      twoFASecret,
      clientId,
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  let agentId: string | null = null;
  if (options.withAgent ?? (role === 'AGENT' || role === 'LEAD')) {
    const [agent] = await db
      .insert(agents)
      .values({
        userId: user.id,
        firstName: user.firstName ?? 'Camille',
        lastName: user.lastName ?? 'Martin',
        matricule: `M-${unique()}`,
      })
      .returning({ id: agents.id });
    agentId = agent?.id ?? null;
  }
  return { id: user.id, email: user.email, password, role, agentId, clientId, twoFASecret };
}

/** A bearer header of a new session of the user, opened directly (no sign-in round trip, no argon2). */
export async function authHeader(app: FastifyInstance, user: Pick<TestUser, 'id' | 'role'>) {
  const { accessToken } = await startSession(app.deps.database.db, app.deps.jwt, user);
  return { authorization: `Bearer ${accessToken}` };
}
