import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { MissionStatus } from '@secops/domain/missions';
import type { DbOrTx } from '../../db/client.ts';
import { missionAssignments, missions } from '../../db/schema/index.ts';

export type MissionListFilter = {
  status?: MissionStatus;
  from?: Date;
  to?: Date;
  /** Only the missions this agent is assigned to (the field area). */
  agentId?: string;
  limit?: number;
  offset?: number;
};

/** The missions a list keeps: a status, a window (the missions that overlap it), an agent's own missions. */
export function missionListWhere(db: DbOrTx, filter: MissionListFilter): SQL | undefined {
  return and(
    filter.status ? eq(missions.status, filter.status) : undefined,
    filter.from ? gt(missions.endAt, filter.from) : undefined,
    filter.to ? lt(missions.startAt, filter.to) : undefined,
    filter.agentId
      ? inArray(
          missions.id,
          db
            .select({ id: missionAssignments.missionId })
            .from(missionAssignments)
            .where(eq(missionAssignments.agentId, filter.agentId)),
        )
      : undefined,
  );
}

/** What Date.toISOString() writes ("2026-03-15T09:00:00.000Z"), whatever the session time zone. */
const isoUtc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The missions list, newest first, as the JSON text of the answer (MissionListItemSchema items, the keys and values
 * presentMissionListItem gives). PostgreSQL writes the JSON: for the 10,000 missions of an unpaged list, reading
 * rows into objects, checking them against the response schema and serializing them took most of the request.
 */
export async function listMissionsJson(db: DbOrTx, filter: MissionListFilter): Promise<string> {
  const where = missionListWhere(db, filter);
  const paged = filter.limit !== undefined || Boolean(filter.offset);
  // Team sizes: one pass over every assignment beats one look-up per mission for a whole list, not for a page.
  const teams = where || paged ? sql`where mission_id in (select id from page)` : sql``;
  const result = await db.execute(sql`
    with page as (
      select id, title, type, status, start_at, end_at, location_address, location_lat, location_lng, client_id
      from ${missions}
      ${where ? sql`where ${where}` : sql``}
      ${paged ? sql`order by start_at desc, id desc` : sql``}
      ${filter.limit === undefined ? sql`` : sql`limit ${filter.limit}`}
      ${filter.offset ? sql`offset ${filter.offset}` : sql``}
    ), team as (
      select mission_id, count(*)::int as size from mission_assignments ${teams} group by mission_id
    )
    select coalesce('[' || string_agg(row_to_json(item)::text, ',' order by page.start_at desc, page.id desc) || ']', '[]') as json
    from page
    left join clients c on c.id = page.client_id
    left join team t on t.mission_id = page.id
    left join lateral (select c.id, c.name, c.name as company) client on c.id is not null
    cross join lateral (select coalesce(t.size, 0) as assignments) team_size
    cross join lateral (
      select page.id, page.title, page.type, page.status,
        ${isoUtc(sql`page.start_at`)} as "startAt", ${isoUtc(sql`page.end_at`)} as "endAt",
        page.location_address as "locationAddress", page.location_lat as "locationLat",
        page.location_lng as "locationLng", row_to_json(client) as client, row_to_json(team_size) as "_count"
    ) item`);
  // Both drivers (pg and PGlite) answer { rows }: here one row holding the whole JSON array as text. row_to_json
  // writes compact JSON, where json_agg and json_build_object would add spaces.
  return (result as unknown as { rows: { json: string }[] }).rows[0]?.json ?? '[]';
}
