import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { IncidentStatus } from '@secops/domain/incidents';
import type { MissionStatus } from '@secops/domain/missions';
import { parisDays } from '@secops/domain/planning';
import type { DbOrTx } from '../../db/client.ts';
import { agents, incidents, missionAssignments, missions } from '../../db/schema/index.ts';

export type IncidentRow = typeof incidents.$inferSelect;
export type IncidentWithLinks = IncidentRow & {
  mission: { id: string; title: string };
  reporter: { firstName: string; lastName: string } | null;
  reportedByUser: { firstName: string | null; lastName: string | null; email: string } | null;
};
export type IncidentFilter = {
  missionId?: string;
  status?: IncidentStatus;
  severity?: number;
  /** Paris calendar days, both included, on the occurrence time. */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
};

const withLinks = {
  mission: { columns: { id: true, title: true } },
  reporter: { columns: { firstName: true, lastName: true } },
  reportedByUser: { columns: { firstName: true, lastName: true, email: true } },
} as const;

function filterOf(f: Omit<IncidentFilter, 'limit' | 'offset'>): SQL | undefined {
  const days = parisDays(f.from, f.to);
  return and(
    f.missionId ? eq(incidents.missionId, f.missionId) : undefined,
    f.status ? eq(incidents.status, f.status) : undefined,
    f.severity ? eq(incidents.severity, f.severity) : undefined,
    days.start ? gte(incidents.occurredAt, days.start) : undefined,
    days.end ? lt(incidents.occurredAt, days.end) : undefined,
  );
}

/** Newest occurrence first; ties (same minute) by creation. */
export async function listIncidents(
  db: DbOrTx,
  filter: IncidentFilter,
): Promise<{ rows: IncidentWithLinks[]; total: number }> {
  const where = filterOf(filter);
  const rows = await db.query.incidents.findMany({
    where,
    with: withLinks,
    orderBy: [desc(incidents.occurredAt), desc(incidents.createdAt), desc(incidents.id)],
    limit: filter.limit,
    offset: filter.offset,
  });
  const [total] = await db.select({ n: count() }).from(incidents).where(where);
  return { rows, total: total?.n ?? 0 };
}

export const findIncident = (db: DbOrTx, id: string): Promise<IncidentWithLinks | undefined> =>
  db.query.incidents.findFirst({ where: eq(incidents.id, id), with: withLinks });

/** Reads the mission's status and holds it (FOR SHARE) so that it cannot be archived until the transaction ends. */
export async function lockMissionStatus(db: DbOrTx, missionId: string): Promise<MissionStatus | undefined> {
  const [row] = await db
    .select({ status: missions.status })
    .from(missions)
    .where(eq(missions.id, missionId))
    .for('share');
  return row?.status;
}

/**
 * Locks the incident and its mission rows: the incident cannot change twice at once, nor its mission be archived
 * while the change is made.
 */
export async function lockIncident(
  db: DbOrTx,
  id: string,
): Promise<
  | {
      status: IncidentStatus;
      missionStatus: MissionStatus;
      missionId: string;
      title: string;
      resolution: string | null;
      assigneeId: string | null;
    }
  | undefined
> {
  const [row] = await db
    .select({
      status: incidents.status,
      missionStatus: missions.status,
      missionId: incidents.missionId,
      title: incidents.title,
      resolution: incidents.resolution,
      assigneeId: incidents.assigneeId,
    })
    .from(incidents)
    .innerJoin(missions, eq(missions.id, incidents.missionId))
    .where(eq(incidents.id, id))
    .for('update');
  return row;
}

export async function isAssigned(db: DbOrTx, missionId: string, agentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: missionAssignments.id })
    .from(missionAssignments)
    .where(and(eq(missionAssignments.missionId, missionId), eq(missionAssignments.agentId, agentId)));
  return row !== undefined;
}

export async function agentExists(db: DbOrTx, agentId: string): Promise<boolean> {
  const [row] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId));
  return row !== undefined;
}

/**
 * Inserts the incident; null when the same user already reported one with this clientRequestId (a concurrent
 * duplicate waits for the first and then inserts nothing, rather than failing on the unique index).
 */
export async function insertIncidentOnce(
  db: DbOrTx,
  values: typeof incidents.$inferInsert,
): Promise<string | null> {
  const [row] = await db
    .insert(incidents)
    .values(values)
    .onConflictDoNothing({ target: [incidents.reportedBy, incidents.clientRequestId] })
    .returning({ id: incidents.id });
  return row?.id ?? null;
}

/** The incident this user already reported with this clientRequestId, if any. */
export async function findIncidentIdByClientRequest(
  db: DbOrTx,
  reportedBy: string,
  clientRequestId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(eq(incidents.reportedBy, reportedBy), eq(incidents.clientRequestId, clientRequestId)));
  return row?.id;
}

export async function setIncidentStatus(db: DbOrTx, id: string, status: IncidentStatus): Promise<void> {
  await db.update(incidents).set({ status }).where(eq(incidents.id, id));
}

export async function deleteIncident(db: DbOrTx, id: string): Promise<void> {
  await db.delete(incidents).where(eq(incidents.id, id));
}
