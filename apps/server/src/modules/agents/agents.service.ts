import { randomBytes } from 'node:crypto';
import type { AgentCreate, AgentListQuery, AgentUpdate } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { isField } from '@secops/domain/roles';
import type { AppDeps } from '../../deps.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { findAccountById } from '../auth/auth.repository.ts';
import { createInvitation, sendInvitation } from '../users/invitation.service.ts';
import { createUser } from '../users/users.service.ts';
import { assertMayReadAgent } from './agents.policy.ts';
import {
  countAgentAssignments,
  findAgentById,
  findAgentByUserId,
  insertAgent,
  listAgents,
  lockAgent,
  matriculeExists,
  updateAgentRow,
  type AgentValues,
  type AgentWithAccount,
  type AgentWithUser,
} from './agents.repository.ts';
import { listCertifications, type CertificationRow } from './certifications.repository.ts';
import { resolveSpecialties } from './specialties.service.ts';

export type AgentView = { agent: AgentWithUser; certifications: CertificationRow[] };
export type AgentDetailView = AgentView & { assignmentCount: number };

const agentNotFound = () => notFound(MSG.agentNotFound);
const matriculeTaken = () => conflict(MSG.matriculeTaken, 'MATRICULE_TAKEN');

/** The signed-in user's own agent record; a field account without one answers 404 "Profil agent non trouvé". */
export async function findOwnAgent(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
): Promise<AgentWithAccount> {
  const agent = await findAgentByUserId(deps.database.db, userId);
  if (!agent) throw notFound(MSG.agentProfileNotFound);
  return agent;
}

/** The agents that still have an account, with their certifications. */
export async function searchAgents(db: Db, query: AgentListQuery) {
  const { rows, total } = await listAgents(db, query);
  const certifications = await listCertifications(
    db,
    rows.map((a) => a.id),
  );
  const views: AgentView[] = rows.map((agent) => ({
    agent,
    certifications: certifications.filter((c) => c.agentId === agent.id),
  }));
  return { views, total };
}

async function agentDetail(db: DbOrTx, id: string): Promise<AgentDetailView> {
  const agent = await findAgentById(db, id);
  if (!agent) throw agentNotFound();
  const certifications = await listCertifications(db, [id]);
  return { agent, certifications, assignmentCount: await countAgentAssignments(db, id) };
}

/** An agent's profile: staff, or the agent themself. A deleted agent is still readable (history links to it). */
export async function getAgent(db: Db, actor: AuthUser, id: string): Promise<AgentDetailView> {
  assertMayReadAgent(actor, id);
  return agentDetail(db, id);
}

async function writeAgent<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'agents_matricule_unique')) throw matriculeTaken();
    if (isUniqueViolation(error, 'agents_user_unique')) throw conflict(MSG.agentUserHasAgent, 'HAS_AGENT');
    throw error;
  }
}

/**
 * The account of a new agent: an existing AGENT or LEAD account (two-call path; every staff role outranks them, and
 * the invitation it sends resets a password), or one created now with the AGENT role.
 */
async function agentAccount(tx: DbOrTx, input: AgentCreate) {
  if (input.userId) {
    const account = await findAccountById(tx, input.userId);
    if (!account) throw notFound(MSG.agentUserNotFound);
    if (!isField(account.role)) throw badRequest(MSG.agentUserRoleInvalid, 'NOT_FIELD_ACCOUNT');
    if (account.agentId) throw conflict(MSG.agentUserHasAgent, 'HAS_AGENT');
    return account;
  }
  return createUser(tx, {
    email: input.email!,
    // Without a password nobody can sign in until the invitation link sets one.
    password: input.password ?? randomBytes(32).toString('base64url'),
    role: 'AGENT',
    firstName: input.firstName,
    lastName: input.lastName,
  });
}

/**
 * POST /api/agents: the account (when new), the agent, new specialties and the invitation token are written in
 * one transaction; the invitation e-mail follows once it is committed.
 */
export async function createAgent(
  deps: Pick<AppDeps, 'database' | 'config' | 'mailer'>,
  actor: AuthUser,
  input: AgentCreate,
): Promise<AgentDetailView> {
  const { db } = deps.database;
  const { agentId, invitation } = await db.transaction(async (tx) => {
    if (await matriculeExists(tx, input.matricule)) throw matriculeTaken();
    const account = await agentAccount(tx, input);
    const { email: _email, password: _password, userId: _userId, specialties, ...fields } = input;
    const values: AgentValues = {
      ...fields,
      userId: account.id,
      specialties: await resolveSpecialties(tx, specialties ?? []),
    };
    const { id } = await writeAgent(() => insertAgent(tx, values));
    return { agentId: id, invitation: await createInvitation(tx, deps.config.publicUrl, account) };
  });
  await sendInvitation(deps, invitation);
  return agentDetail(db, agentId);
}

/**
 * PATCH /api/agents/{id}. New specialties join the catalogue. A new address without coordinates clears the old
 * coordinates, which no longer describe it. A deleted agent is not edited (404).
 */
export async function updateAgent(db: Db, id: string, input: AgentUpdate): Promise<AgentDetailView> {
  await db.transaction(async (tx) => {
    const current = await lockAgent(tx, id);
    if (!current?.userId) throw agentNotFound();
    if (input.matricule !== undefined && (await matriculeExists(tx, input.matricule, id))) {
      throw matriculeTaken();
    }
    const { specialties, ...fields } = input;
    const values: Partial<AgentValues> = { ...fields };
    if (specialties !== undefined) values.specialties = await resolveSpecialties(tx, specialties);
    const movedWithoutPosition =
      input.address !== undefined &&
      input.address !== current.address &&
      input.addressLat === undefined &&
      input.addressLng === undefined;
    if (movedWithoutPosition) Object.assign(values, { addressLat: null, addressLng: null });
    await writeAgent(() => updateAgentRow(tx, id, values));
  });
  return agentDetail(db, id);
}

/** The account behind an agent that has not been deleted yet (404 otherwise). */
export async function accountOfAgent(db: Db, id: string): Promise<string> {
  const agent = await findAgentById(db, id);
  if (!agent?.user) throw agentNotFound();
  return agent.user.id;
}
