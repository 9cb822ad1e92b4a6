import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { agents, missionAssignments, missions } from '../../db/schema/index.ts';

/** The users of the agents who share a mission that is not archived with the agent. */
export async function listMissionMates(db: DbOrTx, agentId: string): Promise<string[]> {
  const mine = alias(missionAssignments, 'mine');
  const rows = await db
    .selectDistinct({ userId: agents.userId })
    .from(mine)
    .innerJoin(missions, and(eq(missions.id, mine.missionId), ne(missions.status, 'ARCHIVED')))
    .innerJoin(missionAssignments, eq(missionAssignments.missionId, mine.missionId))
    .innerJoin(agents, eq(agents.id, missionAssignments.agentId))
    .where(and(eq(mine.agentId, agentId), ne(missionAssignments.agentId, agentId), isNotNull(agents.userId)));
  return rows.map((row) => row.userId as string);
}
