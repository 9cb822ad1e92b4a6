import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { agents, missionAssignments, missions, shifts, users } from '../db/schema/index.ts';

/** The statuses of the missions where the demo account `email` has a shift covering `at`. */
export function missionsOnShiftAt(database: Database, email: string, at: Date) {
  return database.db
    .select({ status: missions.status })
    .from(users)
    .innerJoin(agents, eq(agents.userId, users.id))
    .innerJoin(missionAssignments, eq(missionAssignments.agentId, agents.id))
    .innerJoin(missions, eq(missions.id, missionAssignments.missionId))
    .innerJoin(shifts, and(eq(shifts.missionId, missions.id), eq(shifts.agentId, agents.id)))
    .where(and(eq(users.email, email), lte(shifts.startAt, at), gte(shifts.endAt, at)));
}
