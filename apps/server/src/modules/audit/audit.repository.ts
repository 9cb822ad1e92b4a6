import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '@secops/domain/audit';
import type { Role } from '@secops/domain/roles';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agents, auditLog, users } from '../../db/schema/index.ts';

/** The log is only ever read here: rows are written by the triggers and the services, and never changed. */
function conditions(query: AuditLogQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.entityType) where.push(eq(auditLog.entity, query.entityType));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.userId) where.push(eq(auditLog.userId, query.userId));
  if (query.from) where.push(gte(auditLog.createdAt, new Date(query.from)));
  if (query.to) where.push(lt(auditLog.createdAt, new Date(query.to)));
  return where.length > 0 ? and(...where) : undefined;
}

export async function listAuditEntries(db: Db, query: AuditLogQuery) {
  const where = conditions(query);
  const rowsQuery = db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
      userId: auditLog.userId,
      email: users.email,
      firstName: sql<string | null>`coalesce(${agents.firstName}, ${users.firstName})`,
      lastName: sql<string | null>`coalesce(${agents.lastName}, ${users.lastName})`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(agents, eq(agents.userId, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  const [rows, [total]] = await Promise.all([
    rowsQuery,
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];

/** A user's role: whether the audit log records their writes. */
export async function findUserRole(db: DbOrTx, userId: string): Promise<Role | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}
