import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ON_DUTY_MARGIN_MS, type DutyPeriod } from '@secops/domain/gps-duty';
import type { DbOrTx } from '../../db/client.ts';

/** The duty periods loaded for a span of time: they decide any position stamped between `from` and `to`. */
export type DutyWindow = { from: number; to: number; periods: DutyPeriod[] };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A scalar subquery listing, as JSON text, the agent's shifts on the mission that meet [from, to] widened by the
 * duty margin, and their attendances (open, or closed within the span). One statement, so that loading a position's
 * context stays one round trip; the indexes on (agent_id, start_at) of both tables answer it.
 */
export function dutyPeriodsSql(
  agentId: SQL | string,
  missionId: SQL | AnyColumn | string,
  from: number,
  to: number,
): SQL<string> {
  const shiftFrom = iso(from - ON_DUTY_MARGIN_MS);
  const shiftTo = iso(to + ON_DUTY_MARGIN_MS);
  const open = sql`a.status in ('STARTED', 'OVERTIME')`;
  return sql<string>`(select coalesce(json_agg(json_build_array(p.kind, p.f, p.t)), '[]'::json)::text from (
    select 'shift' as kind, extract(epoch from s.start_at) * 1000 as f, extract(epoch from s.end_at) * 1000 as t
      from shifts s
      where s.agent_id = ${agentId} and s.mission_id = ${missionId}
        and s.start_at <= ${shiftTo}::timestamptz and s.end_at >= ${shiftFrom}::timestamptz
    union all
    select 'attendance', extract(epoch from a.start_time) * 1000,
        case when ${open} then null else extract(epoch from a.end_time) * 1000 end
      from attendances a
      where a.agent_id = ${agentId} and a.mission_id = ${missionId} and a.start_time is not null
        and a.start_time <= ${iso(to)}::timestamptz and (${open} or a.end_time >= ${iso(from)}::timestamptz)
  ) p)`;
}

/** Reads the JSON text of dutyPeriodsSql. */
export function parseDutyPeriods(json: string): DutyPeriod[] {
  const rows = JSON.parse(json) as [DutyPeriod['kind'], number | string, number | string | null][];
  return rows.map(([kind, from, to]) => ({ kind, from: Number(from), to: to === null ? null : Number(to) }));
}

/** The duty periods around one instant, for a position older than its cached context covers (sent late). */
export async function findDutyWindow(
  db: DbOrTx,
  agentId: string,
  missionId: string,
  at: number,
): Promise<DutyWindow> {
  const result = await db.execute(sql`select ${dutyPeriodsSql(agentId, missionId, at, at)} as periods`);
  // Both drivers (pg and PGlite) answer { rows }.
  const json = (result as unknown as { rows: { periods: string }[] }).rows[0]?.periods ?? '[]';
  return { from: at, to: at, periods: parseDutyPeriods(json) };
}
