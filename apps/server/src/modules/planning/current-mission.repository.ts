import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendances, missionAssignments, missions, shifts } from '../../db/schema/index.ts';

/**
 * The mission an agent is on now: the one of a shift running at this instant (widened by `marginMs` on both sides),
 * else of an attendance in progress, else an ACTIVE mission the agent is assigned to (the earliest started). None
 * when the agent is on no mission. Used by the SOS (which mission an alert is about) and by native trackers (which
 * mission a position is for).
 */
export async function findCurrentMission(
  db: DbOrTx,
  agentId: string,
  now: Date,
  marginMs = 0,
): Promise<string | null> {
  const [shift] = await db
    .select({ missionId: shifts.missionId })
    .from(shifts)
    .where(
      and(
        eq(shifts.agentId, agentId),
        lte(shifts.startAt, new Date(now.getTime() + marginMs)),
        gte(shifts.endAt, new Date(now.getTime() - marginMs)),
      ),
    )
    .orderBy(asc(shifts.startAt))
    .limit(1);
  if (shift) return shift.missionId;
  const [attendance] = await db
    .select({ missionId: attendances.missionId })
    .from(attendances)
    .where(and(eq(attendances.agentId, agentId), inArray(attendances.status, ['STARTED', 'OVERTIME'])))
    .limit(1);
  if (attendance) return attendance.missionId;
  const [assigned] = await db
    .select({ missionId: missions.id })
    .from(missionAssignments)
    .innerJoin(missions, eq(missions.id, missionAssignments.missionId))
    .where(and(eq(missionAssignments.agentId, agentId), eq(missions.status, 'ACTIVE')))
    .orderBy(asc(missions.startAt))
    .limit(1);
  return assigned?.missionId ?? null;
}
