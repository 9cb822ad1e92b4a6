import { countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendances, incidents, missionAssignments, missions } from '../../db/schema/index.ts';

export async function countAgentMissions(db: DbOrTx, agentId: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(missionAssignments.missionId) })
    .from(missionAssignments)
    .where(eq(missionAssignments.agentId, agentId));
  return row?.n ?? 0;
}

export const countAgentIncidents = (db: DbOrTx, agentId: string): Promise<number> =>
  db.$count(incidents, eq(incidents.reporterId, agentId));

/** The agent's latest attendances (by start, else creation), with their mission's title. */
export async function listRecentAttendances(db: DbOrTx, agentId: string, limit: number) {
  return db
    .select({
      id: attendances.id,
      status: attendances.status,
      startTime: attendances.startTime,
      endTime: attendances.endTime,
      regularHours: attendances.regularHours,
      overtimeHours: attendances.overtimeHours,
      missionId: missions.id,
      missionTitle: missions.title,
    })
    .from(attendances)
    .innerJoin(missions, eq(missions.id, attendances.missionId))
    .where(eq(attendances.agentId, agentId))
    .orderBy(desc(sql`coalesce(${attendances.startTime}, ${attendances.createdAt})`), desc(attendances.id))
    .limit(limit);
}
