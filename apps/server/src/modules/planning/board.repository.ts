import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { PLANNED_MISSION_STATUSES } from '@secops/domain/planning-board';
import type { DbOrTx } from '../../db/client.ts';
import { agents, clients, missions, shifts, users } from '../../db/schema/index.ts';

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
      specialties: agents.specialties,
      weeklyContractHours: agents.weeklyContractHours,
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
      clientId: missions.clientId,
      clientName: clients.name,
      startAt: shifts.startAt,
      endAt: shifts.endAt,
      zone: shifts.zone,
      recurrenceGroupId: shifts.recurrenceGroupId,
      workingTimeOverride: shifts.workingTimeOverride,
    })
    .from(shifts)
    .innerJoin(missions, eq(missions.id, shifts.missionId))
    .leftJoin(clients, eq(clients.id, missions.clientId))
    .where(and(lt(shifts.startAt, period.endAt), gt(shifts.endAt, period.startAt)))
    .orderBy(asc(shifts.startAt), asc(shifts.id));
}

/** The CONFIRMED and ACTIVE missions meeting the period, with their client, by start. */
export function findMissionsToStaff(db: DbOrTx, period: Period) {
  return db
    .select({
      id: missions.id,
      title: missions.title,
      status: missions.status,
      clientId: missions.clientId,
      clientName: clients.name,
    })
    .from(missions)
    .leftJoin(clients, eq(clients.id, missions.clientId))
    .where(
      and(
        inArray(missions.status, [...PLANNED_MISSION_STATUSES]),
        lt(missions.startAt, period.endAt),
        gt(missions.endAt, period.startAt),
      ),
    )
    .orderBy(asc(missions.startAt), asc(missions.id));
}

/** The shifts starting in the period (optionally of one mission), with their agent's name (null: open), in start order. */
export function findWeekShifts(db: DbOrTx, period: Period, missionId?: string) {
  const where = [gte(shifts.startAt, period.startAt), lt(shifts.startAt, period.endAt)];
  if (missionId) where.push(eq(shifts.missionId, missionId));
  return db
    .select({ shift: shifts, firstName: agents.firstName, lastName: agents.lastName })
    .from(shifts)
    .leftJoin(agents, eq(agents.id, shifts.agentId))
    .where(and(...where))
    .orderBy(asc(shifts.startAt), asc(shifts.id));
}
