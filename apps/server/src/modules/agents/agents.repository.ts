import { and, asc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AgentListQuery } from '@secops/domain/agents.schemas';
import type { Role } from '@secops/domain/roles';
import type { DbOrTx } from '../../db/client.ts';
import { agents, missionAssignments, users } from '../../db/schema/index.ts';

export type AgentRow = typeof agents.$inferSelect;
export type AgentAccount = { id: string; email: string; isActive: boolean; role: Role };
/** An agent with its account; `user` is null once the account was deleted. */
export type AgentWithUser = AgentRow & { user: AgentAccount | null };
export type AgentWithAccount = Omit<AgentRow, 'userId'> & { userId: string; email: string };
export type AgentValues = Omit<typeof agents.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The agent record linked to a user account, with that account's e-mail. */
export async function findAgentByUserId(db: DbOrTx, userId: string): Promise<AgentWithAccount | undefined> {
  const [row] = await db
    .select({ agent: agents, userId: users.id, email: users.email })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(eq(agents.userId, userId));
  return row ? { ...row.agent, userId: row.userId, email: row.email } : undefined;
}

const withUserColumns = {
  agent: agents,
  accountId: users.id,
  email: users.email,
  isActive: users.isActive,
  role: users.role,
};

type WithUserRow = {
  agent: AgentRow;
  accountId: string | null;
  email: string | null;
  isActive: boolean | null;
  role: Role | null;
};

const toAgentWithUser = (row: WithUserRow): AgentWithUser => ({
  ...row.agent,
  user:
    row.accountId && row.email && row.role
      ? { id: row.accountId, email: row.email, isActive: row.isActive ?? false, role: row.role }
      : null,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Agents that still have an account, searched on first name, last name (or both) and matricule. */
function listFilter(q: string | undefined): SQL | undefined {
  const hasAccount = isNotNull(agents.userId);
  if (!q) return hasAccount;
  const pattern = `%${escapeLike(q)}%`;
  return and(
    hasAccount,
    or(
      ilike(agents.firstName, pattern),
      ilike(agents.lastName, pattern),
      ilike(agents.matricule, pattern),
      ilike(sql`${agents.firstName} || ' ' || ${agents.lastName}`, pattern),
      ilike(sql`${agents.lastName} || ' ' || ${agents.firstName}`, pattern),
    ),
  );
}

export async function listAgents(
  db: DbOrTx,
  query: AgentListQuery,
): Promise<{ rows: AgentWithUser[]; total: number }> {
  const where = listFilter(query.q);
  const select = db
    .select(withUserColumns)
    .from(agents)
    .leftJoin(users, eq(users.id, agents.userId))
    .where(where)
    .orderBy(asc(sql`lower(${agents.lastName})`), asc(sql`lower(${agents.firstName})`), asc(agents.matricule))
    .offset(query.offset)
    .$dynamic();
  const rows = await (query.limit === undefined ? select : select.limit(query.limit));
  return { rows: rows.map(toAgentWithUser), total: await db.$count(agents, where) };
}

export async function findAgentById(db: DbOrTx, id: string): Promise<AgentWithUser | undefined> {
  const [row] = await db
    .select(withUserColumns)
    .from(agents)
    .leftJoin(users, eq(users.id, agents.userId))
    .where(eq(agents.id, id));
  return row ? toAgentWithUser(row) : undefined;
}

export const countAgentAssignments = (db: DbOrTx, agentId: string): Promise<number> =>
  db.$count(missionAssignments, eq(missionAssignments.agentId, agentId));

/** Matricules are unique whatever their case. */
export async function matriculeExists(db: DbOrTx, matricule: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: agents.id })
    .from(agents)
    .where(
      and(
        sql`lower(${agents.matricule}) = lower(${matricule})`,
        exceptId ? ne(agents.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertAgent(db: DbOrTx, values: AgentValues): Promise<AgentRow> {
  const [row] = await db.insert(agents).values(values).returning();
  return row!;
}

export async function updateAgentRow(db: DbOrTx, id: string, values: Partial<AgentValues>): Promise<void> {
  await db.update(agents).set(values).where(eq(agents.id, id));
}

/** Locks the agent's row for the rest of the transaction. */
export async function lockAgent(
  tx: DbOrTx,
  id: string,
): Promise<{ id: string; userId: string | null; photo: string | null; address: string | null } | undefined> {
  const [row] = await tx
    .select({ id: agents.id, userId: agents.userId, photo: agents.photo, address: agents.address })
    .from(agents)
    .where(eq(agents.id, id))
    .for('update');
  return row;
}

/** Locks the agent of an account; undefined when the account has none. */
export async function lockAgentOfUser(
  tx: DbOrTx,
  userId: string,
): Promise<{ id: string; photo: string | null } | undefined> {
  const [row] = await tx
    .select({ id: agents.id, photo: agents.photo })
    .from(agents)
    .where(eq(agents.userId, userId))
    .for('update');
  return row;
}

/** What a deleted agent keeps for history: name and matricule; contact details, birth date and photo go. */
export async function clearAgentPersonalData(tx: DbOrTx, id: string): Promise<void> {
  await tx
    .update(agents)
    .set({ phone: null, address: null, addressLat: null, addressLng: null, dateOfBirth: null, photo: null })
    .where(eq(agents.id, id));
}
