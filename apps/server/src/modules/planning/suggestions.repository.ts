import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { missions } from '../../db/schema/index.ts';

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

/**
 * In one query, every agent whose user account is active (an agent without an account is never suggested) with
 * their coordinates, the minutes already planned inside the window and inside the week, and their certifications.
 * Overlaps are written on tstzrange so that the GiST index shifts_period_gist_idx answers them; date_part keeps the
 * sums in double precision. Plain SQL rather than the query builder, and each row as one JSON text: mapping
 * 5,000 rows through the builder, or parsing their arrays column by column in the driver, costs a third of the
 * request each.
 */
export async function findCandidates(db: DbOrTx, window: Period, week: Period): Promise<Candidate[]> {
  const [from, to, weekFrom, weekTo] = [window.startAt, window.endAt, week.startAt, week.endAt].map(at);
  const result = await db.execute(sql`
    with busy as (
      select agent_id, sum(date_part('epoch', least(end_at, ${to}) - greatest(start_at, ${from}))) / 60 as minutes
      from shifts where tstzrange(start_at, end_at) && tstzrange(${from}, ${to})
      group by agent_id
    ), planned as (
      select agent_id, sum(date_part('epoch', least(end_at, ${weekTo}) - greatest(start_at, ${weekFrom}))) / 60 as minutes
      from shifts where tstzrange(start_at, end_at) && tstzrange(${weekFrom}, ${weekTo})
      group by agent_id
    ), certs as (
      select agent_id,
        (count(*) filter (where expires_at >= ${from}))::int as valid,
        array_agg(type) filter (where expires_at < ${from}) as expired
      from certifications
      group by agent_id
    )
    select row_to_json(candidate)::text as json from (
      select a.id, a.first_name as "firstName", a.last_name as "lastName", a.matricule, a.photo, a.specialties,
        a.address_lat as lat, a.address_lng as lng,
        coalesce(b.minutes, 0)::float8 as "busyMinutes", coalesce(p.minutes, 0)::float8 as "plannedMinutes",
        coalesce(c.valid, 0) as "validCertifications", coalesce(c.expired, '{}') as "expiredCertifications"
      from agents a
      join users u on u.id = a.user_id and u.is_active
      left join busy b on b.agent_id = a.id
      left join planned p on p.agent_id = a.id
      left join certs c on c.agent_id = a.id
    ) candidate`);
  // Both drivers (pg and PGlite) answer { rows }; each row is one JSON text shaped by the column aliases above.
  return (result as unknown as { rows: { json: string }[] }).rows.map(
    (row) => JSON.parse(row.json) as Candidate,
  );
}
