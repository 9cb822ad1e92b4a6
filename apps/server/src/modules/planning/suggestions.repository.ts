import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_KM } from '@secops/domain/geo';
import { SUGGESTION_WEIGHTS } from '@secops/domain/planning-suggestions';
import type { DbOrTx } from '../../db/client.ts';
import { missions, shifts } from '../../db/schema/index.ts';

type Period = { startAt: Date; endAt: Date };

/** What scoring needs of the mission: its type and place. */
export async function findMissionPlace(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ type: missions.type, lat: missions.locationLat, lng: missions.locationLng })
    .from(missions)
    .where(eq(missions.id, id));
  return row;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
// The weights are constants of the code, not input: written as literals, they need no parameter nor cast.
const n = (value: number) => sql.raw(String(value));
// Agents scored first per place asked, those with the best bounds (see findCandidates). Any number gives the same
// answer; with four, a few busy agents among them barely lower the score they find, so the second step stays small.
const PROBED_PER_PLACE = 4;

export type Candidate = {
  id: string;
  firstName: string;
  lastName: string;
  matricule: string;
  photo: string | null;
  specialties: string[];
  lat: number | null;
  lng: number | null;
  /** Minutes of the agent's shifts inside the requested window. */
  busyMinutes: number;
  /** Minutes of the agent's shifts inside the week. */
  plannedMinutes: number;
  validCertifications: number;
  /** Types of the certifications expired at the window's start. */
  expiredCertifications: string[];
};

export type CandidateQuery = {
  window: Period;
  week: Period;
  /** The mission's coordinates, null when it has none. */
  place: { lat: number; lng: number } | null;
  usefulSpecialties: readonly string[];
  /** How many suggestions the caller keeps. */
  limit: number;
};

/** The domain's great-circle distance (geo.ts's haversineKm) from the agent's address to the place, in kilometres. */
function distanceKm(place: { lat: number; lng: number }): SQL {
  const [lat, lng] = [sql`${place.lat}::float8`, sql`${place.lng}::float8`];
  return sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(sin(radians(${lat} - a.address_lat) / 2) ^ 2
    + cos(radians(a.address_lat)) * cos(radians(${lat})) * sin(radians(${lng} - a.address_lng) / 2) ^ 2)))`;
}

/** How many of the agent's specialties are in the list, each repeat counted, as the domain counts them. */
function usefulCount(useful: readonly string[]): SQL {
  const others = useful.reduce((list, code) => sql`array_remove(${list}, ${code}::text)`, sql`a.specialties`);
  return sql`(cardinality(a.specialties) - cardinality(${others}))`;
}

const { availability: av, distance: d, workload: w, fit } = SUGGESTION_WEIGHTS;

/** The parts of the domain's score that the agent row alone gives: distance, and specialties in the fit. */
function agentParts(q: CandidateQuery): SQL {
  const distance = q.place
    ? sql`case when a.address_lat is null or a.address_lng is null then ${n(d.unknown)}
        else ${n(d.max)} * greatest(0, 1 - ${distanceKm(q.place)} / ${n(d.zeroAtKm)}) end`
    : n(d.unknown);
  const specialties = sql`least(${n(fit.specialtiesMax)}, ${n(fit.perSpecialty)} * ${usefulCount(q.usefulSpecialties)})`;
  return sql`${distance} as distance, ${specialties} as specialties`;
}

/** The most an agent can score: available, nothing planned that week, every certification valid and none expired. */
const bound = sql`${n(av.available)} + ${n(w.max)} + distance
  + least(${n(fit.max)}, specialties + ${n(fit.validCertification)})`;

/**
 * The domain's suggestionScore (SUGGESTION_WEIGHTS) before rounding, of the active agents among the rows of
 * `agents` (a CTE holding agentParts). Their shifts and certifications are read through an array of their ids,
 * which the planner sizes as a handful of rows: it then takes the agent_id indexes rather than scanning the tables.
 */
function scores(q: CandidateQuery, agents: SQL): SQL {
  const ids = sql`(select array_agg(id) from ${agents})::uuid[]`;
  const [from, to] = [at(q.window.startAt), at(q.window.endAt)];
  const [weekFrom, weekTo] = [at(q.week.startAt), at(q.week.endAt)];
  const windowMinutes = (q.window.endAt.getTime() - q.window.startAt.getTime()) / 60_000;
  // date_part keeps the sums in double precision, as the domain computes them.
  const minutesWithin = (start: SQL, end: SQL) =>
    sql`sum(date_part('epoch', least(end_at, ${end}) - greatest(start_at, ${start})))
      filter (where start_at < ${end} and end_at > ${start}) / 60`;
  return sql`
    select b.id, coalesce(l.busy, 0)::float8 as busy, coalesce(l.planned, 0)::float8 as planned,
      case when coalesce(l.busy, 0) <= 0 then ${n(av.available)}
        when l.busy >= ${windowMinutes}::float8 then ${n(av.busy)} else ${n(av.partially_available)} end
      + b.distance
      + ${n(w.max)} * greatest(0, 1 - coalesce(l.planned, 0) / 60 / ${n(w.zeroAtHours)})
      + least(${n(fit.max)}, greatest(0, b.specialties
        + case when c.valid > 0 then ${n(fit.validCertification)} else 0 end
        - ${n(fit.perExpiredCertification)} * coalesce(c.expired, 0))) as score
    from ${agents} b
    join users u on u.id = b.user_id and u.is_active
    left join (
      select agent_id, ${minutesWithin(from, to)} as busy, ${minutesWithin(weekFrom, weekTo)} as planned
      from shifts
      where agent_id = any(${ids}) and start_at < greatest(${to}, ${weekTo}) and end_at > least(${from}, ${weekFrom})
      group by agent_id
    ) l on l.agent_id = b.id
    left join (
      select agent_id, count(*) filter (where expires_at >= ${from}) as valid,
        count(*) filter (where expires_at < ${from}) as expired
      from certifications
      where agent_id = any(${ids})
      group by agent_id
    ) c on c.agent_id = b.id`;
}

/** The limit-th best score of `scored`, or 0 when it holds fewer agents. */
const nthBest = (scored: SQL, limit: number) =>
  sql`(select case when count(*) < ${limit} then 0 else min(score) end
    from (select score from ${scored} order by score desc limit ${limit}) best)`;

/**
 * The active agents (an agent without a user account is never suggested) who can reach the first `limit` places,
 * with their coordinates, the minutes already planned inside the window and inside the week, and their
 * certifications. Only the agents within a point of the limit-th best score come back: rounding moves a score by at
 * most half a point either way, so an agent further below can neither tie nor pass it; a hundredth more covers the
 * floating-point differences with the domain's computation. To find them without reading every agent's shifts:
 * 1. the agent rows alone give each agent's bound, the most they can score;
 * 2. the agents with the best bounds are scored (`probed`): their limit-th best score cannot be above the
 *    limit-th best of all agents;
 * 3. every agent whose bound reaches that score, less the point, is scored (`scored`) and holds the first places.
 * Shifts and certifications are read per agent through their agent_id indexes; the agents kept are read through
 * an array of ids, which the planner sizes as a handful of rows (sized as a third of the agents, the per-agent
 * subqueries below would cost enough to start JIT compilation, tens of milliseconds).
 */
export async function findCandidates(db: DbOrTx, q: CandidateQuery): Promise<Candidate[]> {
  const from = at(q.window.startAt);
  const result = await db.execute(sql`
    with parts as materialized (
      select a.id, a.user_id, ${agentParts(q)} from agents a
    ), probe as materialized (
      select * from parts order by ${bound} desc limit ${PROBED_PER_PLACE * q.limit}
    ), probed as (${scores(q, sql`probe`)}
    ), reachable as materialized (
      select * from parts where ${bound} >= ${nthBest(sql`probed`, q.limit)} - 1.01
    ), scored as (${scores(q, sql`reachable`)}
    ), kept as (
      select array_agg(id) as ids from scored where score >= ${nthBest(sql`scored`, q.limit)} - 1.01
    )
    select row_to_json(candidate)::text as json from (
      select a.id, a.first_name as "firstName", a.last_name as "lastName", a.matricule, a.photo, a.specialties,
        a.address_lat as lat, a.address_lng as lng, s.busy as "busyMinutes", s.planned as "plannedMinutes",
        (select count(*)::int from certifications c where c.agent_id = a.id and c.expires_at >= ${from})
          as "validCertifications",
        array(select c.type from certifications c where c.agent_id = a.id and c.expires_at < ${from})
          as "expiredCertifications"
      from agents a
      join scored s on s.id = a.id
      where a.id = any((select ids from kept)::uuid[])
    ) candidate`);
  // Both drivers (pg and PGlite) answer { rows }; each row is one JSON text shaped by the column aliases above.
  return (result as unknown as { rows: { json: string }[] }).rows.map(
    (row) => JSON.parse(row.json) as Candidate,
  );
}

/** The shifts of these agents meeting the period, by agent (for the working-time check of the suggestions). */
export async function findShiftsOfAgents(
  db: DbOrTx,
  agentIds: string[],
  period: Period,
): Promise<Map<string, Period[]>> {
  const byAgent = new Map<string, Period[]>();
  if (agentIds.length === 0) return byAgent;
  const rows = await db
    .select({ agentId: shifts.agentId, startAt: shifts.startAt, endAt: shifts.endAt })
    .from(shifts)
    .where(
      and(
        inArray(shifts.agentId, agentIds),
        lt(shifts.startAt, period.endAt),
        gt(shifts.endAt, period.startAt),
      ),
    )
    .orderBy(asc(shifts.startAt));
  for (const { agentId, ...slot } of rows)
    if (agentId) byAgent.set(agentId, [...(byAgent.get(agentId) ?? []), slot]);
  return byAgent;
}
