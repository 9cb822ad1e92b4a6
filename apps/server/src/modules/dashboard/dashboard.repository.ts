import { and, count, eq, gt, lte, notExists } from 'drizzle-orm';
import type { MissionStatus } from '@secops/domain/missions';
import type { DbOrTx } from '../../db/client.ts';
import { agents, incidents, missions, shifts, users } from '../../db/schema/index.ts';

/** The number of missions in each status. */
export async function countMissionsByStatus(db: DbOrTx): Promise<Partial<Record<MissionStatus, number>>> {
  const rows = await db
    .select({ status: missions.status, count: count() })
    .from(missions)
    .groupBy(missions.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.count]));
}

export async function countOpenIncidents(db: DbOrTx): Promise<number> {
  return db.$count(incidents, eq(incidents.status, 'OPEN'));
}

/** Agents whose user is active and who are not on a shift of an ACTIVE mission at this moment. */
export async function countAvailableAgents(db: DbOrTx, now: Date): Promise<number> {
  const onDuty = db
    .select({ id: shifts.id })
    .from(shifts)
    .innerJoin(missions, eq(missions.id, shifts.missionId))
    .where(
      and(
        eq(shifts.agentId, agents.id),
        eq(missions.status, 'ACTIVE'),
        lte(shifts.startAt, now),
        gt(shifts.endAt, now),
      ),
    );
  const [row] = await db
    .select({ count: count() })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(and(eq(users.isActive, true), notExists(onDuty)));
  return row?.count ?? 0;
}
