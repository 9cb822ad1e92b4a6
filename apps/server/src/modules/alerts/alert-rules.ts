import { sql } from 'drizzle-orm';
import { ALERT_CAUSE, ALERT_END, type AlertSettings, type AlertType } from '@secops/domain/alerts';
import type { DbOrTx } from '../../db/client.ts';
import { endAlerts, raiseAlerts, type AlertRow, type NewAlert } from './alerts.repository.ts';

const MINUTE = 60_000;
/** Clock-ins and clock-outs older than this are not looked at again. */
const LOOKBACK = sql`interval '1 day'`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Times come back from SQL as epoch milliseconds (see epochMs), the same with both drivers. */
const at = (ms: string) => new Date(Number(ms));
const iso = (date: Date) => date.toISOString();

/** An attendance in progress: clocked in (or resumed) and not ended. */
const ON_DUTY = sql`a.status in ('STARTED', 'OVERTIME')`;
const DUTY_START = sql`coalesce(a.period_start, a.start_time)`;
/** Metres between the latest position and the mission's perimeter centre. */
const distance = (lat: SQL_, lng: SQL_, centerLat: SQL_, centerLng: SQL_) => sql`(2 * 6371000 * asin(sqrt(
  power(sin(radians(${lat} - ${centerLat}) / 2), 2)
  + cos(radians(${centerLat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${centerLng}) / 2), 2))))`;
type SQL_ = ReturnType<typeof sql>;
/** A time in whole milliseconds, as JavaScript has it, for the dedupe keys. */
const epochMs = (column: SQL_) => sql`floor(extract(epoch from ${column}) * 1000)::bigint::text`;

/** An attendance a rule found, as the queries answer it. */
type DutyRow = { id: string; agent_id: string; mission_id: string; shift_id: string | null };

/**
 * An alert about an attendance. A cause that may come back in the same duty (a position lost, the perimeter left)
 * is keyed by since when it holds, in epoch milliseconds; the others once per attendance.
 */
function dutyAlert(row: DutyRow, type: AlertType, now: Date, cause: string, sinceMs?: string): NewAlert {
  return {
    type,
    dedupeKey: sinceMs === undefined ? `${type}:${row.id}` : `${type}:${row.id}:${sinceMs}`,
    agentId: row.agent_id,
    missionId: row.mission_id,
    shiftId: row.shift_id,
    attendanceId: row.id,
    raisedAt: now,
    causeSince: sinceMs === undefined ? null : at(sinceMs),
    cause,
  };
}

/** The end of alerts a fresh position settles: `back` with its time, or the end of the duty. */
const endedByPosition = (
  rows: { id: string; recorded_at: string | null; on_duty: boolean }[],
  back: (at: Date) => string,
) =>
  rows.map((row) => ({
    id: row.id,
    resolution: row.on_duty && row.recorded_at ? back(at(row.recorded_at)) : ALERT_END.dutyOver(),
  }));

type Found = { raise: NewAlert[]; end: { id: string; resolution: string }[] };

async function noShows(db: DbOrTx, s: AlertSettings, now: Date): Promise<Found> {
  const since = new Date(now.getTime() - s.noShowMinutes * MINUTE);
  const missing = rowsOf<{ id: string; agent_id: string; mission_id: string; start_at: string }>(
    await db.execute(sql`
      select s.id, s.agent_id, s.mission_id, ${epochMs(sql`s.start_at`)} as start_at from shifts s join missions m on m.id = s.mission_id
      where s.agent_id is not null and s.start_at <= ${iso(since)} and s.end_at > ${iso(now)}
        and s.start_at > ${iso(now)}::timestamptz - ${LOOKBACK} and m.status <> 'ARCHIVED'
        and not exists (select 1 from attendances a where a.shift_id = s.id and a.agent_id = s.agent_id)
        and not exists (select 1 from dispatch_alerts d where d.dedupe_key = 'NO_SHOW:' || s.id)`),
  );
  const ended = rowsOf<{ id: string; start_time: string | null }>(
    await db.execute(sql`
      select d.id, ${epochMs(sql`a.start_time`)} as start_time from dispatch_alerts d
      left join shifts s on s.id = d.shift_id
      left join attendances a on a.shift_id = d.shift_id and a.agent_id = d.agent_id and a.start_time is not null
      where d.type = 'NO_SHOW' and d.status <> 'RESOLVED'
        and (a.id is not null or s.id is null or s.agent_id is distinct from d.agent_id)`),
  );
  return {
    raise: missing.map((row) => ({
      type: 'NO_SHOW',
      dedupeKey: `NO_SHOW:${row.id}`,
      agentId: row.agent_id,
      missionId: row.mission_id,
      shiftId: row.id,
      raisedAt: now,
      cause: ALERT_CAUSE.noShow(at(row.start_at), s.noShowMinutes),
    })),
    end: ended.map((row) => ({
      id: row.id,
      resolution: row.start_time ? ALERT_END.clockedIn(at(row.start_time)) : ALERT_END.shiftRemoved(),
    })),
  };
}

async function lateAndEarly(db: DbOrTx, s: AlertSettings, now: Date): Promise<Found> {
  const late = rowsOf<{
    id: string;
    agent_id: string;
    mission_id: string;
    shift_id: string;
    start_time: string;
    start_at: string;
  }>(
    await db.execute(sql`
      select a.id, a.agent_id, a.mission_id, a.shift_id, ${epochMs(sql`a.start_time`)} as start_time,
        ${epochMs(sql`s.start_at`)} as start_at
      from attendances a join shifts s on s.id = a.shift_id
      where a.start_time > ${iso(now)}::timestamptz - ${LOOKBACK}
        and a.start_time > s.start_at + make_interval(mins => ${s.lateClockInMinutes}::int)
        and not exists (select 1 from dispatch_alerts d where d.dedupe_key = 'LATE_CLOCK_IN:' || a.id)`),
  );
  const early = rowsOf<{
    id: string;
    agent_id: string;
    mission_id: string;
    shift_id: string;
    end_time: string;
    end_at: string;
  }>(
    await db.execute(sql`
      select a.id, a.agent_id, a.mission_id, a.shift_id, ${epochMs(sql`a.end_time`)} as end_time,
        ${epochMs(sql`s.end_at`)} as end_at
      from attendances a join shifts s on s.id = a.shift_id
      where a.status = 'COMPLETED' and a.end_time > ${iso(now)}::timestamptz - ${LOOKBACK}
        and a.end_time < s.end_at - make_interval(mins => ${s.earlyEndMinutes}::int)
        and not exists (select 1 from dispatch_alerts d where d.dedupe_key = 'EARLY_END:' || a.id)`),
  );
  const resumed = rowsOf<{ id: string; period_start: string }>(
    await db.execute(sql`
      select d.id, ${epochMs(sql`a.period_start`)} as period_start from dispatch_alerts d join attendances a on a.id = d.attendance_id
      where d.type = 'EARLY_END' and d.status <> 'RESOLVED' and ${ON_DUTY}`),
  );
  return {
    raise: [
      ...late.map((row) =>
        dutyAlert(row, 'LATE_CLOCK_IN', now, ALERT_CAUSE.lateClockIn(at(row.start_time), at(row.start_at))),
      ),
      ...early.map((row) =>
        dutyAlert(row, 'EARLY_END', now, ALERT_CAUSE.earlyEnd(at(row.end_time), at(row.end_at))),
      ),
    ],
    end: resumed.map((row) => ({ id: row.id, resolution: ALERT_END.resumed(at(row.period_start)) })),
  };
}

/**
 * On duty, the agent's tracker (Traccar Client) has been used since the duty began, and the latest fix is older than
 * the threshold: the web page stops sending when the screen locks, so without a tracker nothing is raised.
 */
async function positionsLost(db: DbOrTx, s: AlertSettings, now: Date): Promise<Found> {
  const since = new Date(now.getTime() - s.positionLostMinutes * MINUTE);
  const lost = rowsOf<{
    id: string;
    agent_id: string;
    mission_id: string;
    shift_id: string | null;
    last_fix: string;
  }>(
    await db.execute(sql`
      select a.id, a.agent_id, a.mission_id, a.shift_id, ${epochMs(sql`lp.recorded_at`)} as last_fix
      from attendances a join gps_latest_positions lp on lp.agent_id = a.agent_id
      where ${ON_DUTY} and lp.recorded_at < ${iso(since)}
        and exists (select 1 from gps_device_tokens t where t.agent_id = a.agent_id and t.revoked_at is null
                    and t.last_used_at >= ${DUTY_START})
        and not exists (select 1 from dispatch_alerts d
                        where d.dedupe_key = 'POSITION_LOST:' || a.id || ':' || ${epochMs(sql`lp.recorded_at`)})`),
  );
  const back = rowsOf<{ id: string; recorded_at: string | null; on_duty: boolean }>(
    await db.execute(sql`
      select d.id, ${epochMs(sql`lp.recorded_at`)} as recorded_at, coalesce(${ON_DUTY}, false) as on_duty
      from dispatch_alerts d
      left join attendances a on a.id = d.attendance_id
      left join gps_latest_positions lp on lp.agent_id = d.agent_id
      where d.type = 'POSITION_LOST' and d.status <> 'RESOLVED'
        and (${epochMs(sql`lp.recorded_at`)}::bigint > ${epochMs(sql`d.cause_since`)}::bigint
             or not coalesce(${ON_DUTY}, false))`),
  );
  return {
    raise: lost.map((row) =>
      dutyAlert(
        row,
        'POSITION_LOST',
        now,
        ALERT_CAUSE.positionLost(at(row.last_fix), s.positionLostMinutes),
        row.last_fix,
      ),
    ),
    end: endedByPosition(back, ALERT_END.positionBack),
  };
}

/** The mission's perimeter (the default one: 1,000 m around the place) as centre and radius columns. */
const PERIMETER = sql`
  join missions m on m.id = a.mission_id
  left join mission_perimeters mp on mp.mission_id = m.id`;
const CENTER_LAT = sql`coalesce(mp.center_lat, m.location_lat)`;
const CENTER_LNG = sql`coalesce(mp.center_lng, m.location_lng)`;
const RADIUS = sql`coalesce(mp.radius_m, 1000)`;

/** On duty, the latest position outside the mission's perimeter and none inside for the threshold. */
async function outsidePerimeter(db: DbOrTx, s: AlertSettings, now: Date): Promise<Found> {
  const since = new Date(now.getTime() - s.outsidePerimeterMinutes * MINUTE);
  const outside = rowsOf<{
    id: string;
    agent_id: string;
    mission_id: string;
    shift_id: string | null;
    inside_until_ms: string;
  }>(
    await db.execute(sql`
      select o.*, ${epochMs(sql`o.inside_until`)} as inside_until_ms from (
        select a.id, a.agent_id, a.mission_id, a.shift_id,
          greatest(${DUTY_START}, (select max(p.recorded_at) from gps_positions p
            where p.agent_id = a.agent_id and p.recorded_at >= ${DUTY_START}
              and ${distance(sql`p.lat`, sql`p.lng`, CENTER_LAT, CENTER_LNG)} <= ${RADIUS})) as inside_until
        from attendances a join gps_latest_positions lp on lp.agent_id = a.agent_id ${PERIMETER}
        where ${ON_DUTY} and coalesce(mp.enabled, true) and ${CENTER_LAT} is not null
          and lp.recorded_at >= ${DUTY_START}
          and ${distance(sql`lp.lat`, sql`lp.lng`, CENTER_LAT, CENTER_LNG)} > ${RADIUS}
      ) o
      where o.inside_until <= ${iso(since)}
        and not exists (select 1 from dispatch_alerts d
                        where d.dedupe_key = 'OUTSIDE_PERIMETER:' || o.id || ':' || ${epochMs(sql`o.inside_until`)})`),
  );
  const back = rowsOf<{ id: string; recorded_at: string | null; on_duty: boolean }>(
    await db.execute(sql`
      select d.id, ${epochMs(sql`lp.recorded_at`)} as recorded_at, coalesce(${ON_DUTY}, false) as on_duty
      from dispatch_alerts d
      join attendances a on a.id = d.attendance_id
      join gps_latest_positions lp on lp.agent_id = d.agent_id ${PERIMETER}
      where d.type = 'OUTSIDE_PERIMETER' and d.status <> 'RESOLVED'
        and (not ${ON_DUTY} or not coalesce(mp.enabled, true)
             or ${distance(sql`lp.lat`, sql`lp.lng`, CENTER_LAT, CENTER_LNG)} <= ${RADIUS})`),
  );
  return {
    raise: outside.map((row) =>
      dutyAlert(
        row,
        'OUTSIDE_PERIMETER',
        now,
        ALERT_CAUSE.outsidePerimeter(at(row.inside_until_ms), s.outsidePerimeterMinutes),
        row.inside_until_ms,
      ),
    ),
    end: endedByPosition(back, ALERT_END.backInside),
  };
}

export type Evaluation = { raised: AlertRow[]; ended: AlertRow[] };

/** One pass of the rules that need a clock: raises what holds now, resolves what no longer does. */
export async function evaluateAlertRules(
  db: DbOrTx,
  settings: AlertSettings,
  now: Date,
): Promise<Evaluation> {
  const found: Found[] = [];
  for (const rule of [noShows, lateAndEarly, positionsLost, outsidePerimeter])
    found.push(await rule(db, settings, now));
  const raised = await raiseAlerts(
    db,
    found.flatMap((f) => f.raise),
    now,
  );
  const ended = await endAlerts(
    db,
    found.flatMap((f) => f.end),
    now,
  );
  return { raised, ended };
}
