import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agents, missions, shifts, users } from '../../db/schema/index.ts';

type Period = { startAt: Date; endAt: Date };

/** The agents who can be planned: those with an active account, by last then first name. */
export function findPlannableAgents(db: DbOrTx) {
  return db
    .select({
      id: agents.id,
      firstName: agents.firstName,
      lastName: agents.lastName,
      matricule: agents.matricule,
      grade: agents.grade,
    })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(eq(users.isActive, true))
    .orderBy(asc(agents.lastName), asc(agents.firstName), asc(agents.id));
}

/** Every shift meeting the period, with its mission's title, in start order. */
export function findBoardShifts(db: DbOrTx, period: Period) {
  return db
    .select({
      id: shifts.id,
      agentId: shifts.agentId,
      missionId: shifts.missionId,
      missionTitle: missions.title,
      startAt: shifts.startAt,
      endAt: shifts.endAt,
      zone: shifts.zone,
      recurrenceGroupId: shifts.recurrenceGroupId,
      workingTimeOverride: shifts.workingTimeOverride,
    })
    .from(shifts)
    .innerJoin(missions, eq(missions.id, shifts.missionId))
    .where(and(lt(shifts.startAt, period.endAt), gt(shifts.endAt, period.startAt)))
    .orderBy(asc(shifts.startAt), asc(shifts.id));
}

/** The shifts starting in the period (optionally of one mission), with their agent's name, in start order. */
export function findWeekShifts(db: DbOrTx, period: Period, missionId?: string) {
  const where = [gte(shifts.startAt, period.startAt), lt(shifts.startAt, period.endAt)];
  if (missionId) where.push(eq(shifts.missionId, missionId));
  return db
    .select({ shift: shifts, firstName: agents.firstName, lastName: agents.lastName })
    .from(shifts)
    .innerJoin(agents, eq(agents.id, shifts.agentId))
    .where(and(...where))
    .orderBy(asc(shifts.startAt), asc(shifts.id));
}
