import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
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

/** An instant as JavaScript's toISOString writes it ('2027-06-07T04:00:00.000Z'), in SQL. */
const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export type BoardShiftsJson = {
  /** The shifts meeting the period, in start order, as the board's JSON array of shifts (written by the database). */
  shifts: string;
  /** Minutes planned per agent inside the period (shifts cut at its ends). */
  planned: Record<string, number>;
  /** Per mission: its shifts meeting the period, and those of them still open. */
  perMission: Record<string, [number, number]>;
};

/**
 * Every shift meeting the period, with its mission's title, in start order, written as JSON by the database (one
 * compact text: row_to_json writes no spaces), with the minutes planned per agent and the shifts per mission:
 * thousands of shifts are one text to pass on, rather than rows to read field by field and write out again (the
 * embedded database's rows cost most of the board's time).
 */
export async function findBoardShiftsJson(db: DbOrTx, period: Period): Promise<BoardShiftsJson> {
  const start = sql`${period.startAt.toISOString()}::timestamptz`;
  const end = sql`${period.endAt.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with s as materialized (
      select id, agent_id, mission_id, start_at, end_at, zone, recurrence_group_id, working_time_override
      from shifts where start_at < ${end} and end_at > ${start}
    )
    select
      (
        select '[' || coalesce(string_agg(row_to_json(t)::text, ',' order by s.start_at, s.id), '') || ']'
        from s join missions m on m.id = s.mission_id left join clients c on c.id = m.client_id
        cross join lateral (
          select s.id, s.agent_id as "agentId", s.mission_id as "missionId", m.title as "missionTitle",
            m.client_id as "clientId", c.name as "clientName", ${isoText('s.start_at')} as "startAt",
            ${isoText('s.end_at')} as "endAt", s.zone, s.recurrence_group_id as "recurrenceGroupId",
            s.working_time_override as "workingTimeOverride"
        ) t
      ) as shifts,
      coalesce((
        select json_object_agg(agent_id, minutes) from (
          select agent_id, sum(extract(epoch from least(end_at, ${end}) - greatest(start_at, ${start}))) / 60 as minutes
          from s where agent_id is not null group by agent_id
        ) p
      ), '{}')::text as planned,
      coalesce((
        select json_object_agg(mission_id, json_build_array(n, open)) from (
          select mission_id, count(*) as n, count(*) filter (where agent_id is null) as open from s group by mission_id
        ) q
      ), '{}')::text as per_mission`);
  const [row] = (result as unknown as { rows: { shifts: string; planned: string; per_mission: string }[] })
    .rows;
  return {
    shifts: row!.shifts,
    planned: JSON.parse(row!.planned) as Record<string, number>,
    perMission: JSON.parse(row!.per_mission) as Record<string, [number, number]>,
  };
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
