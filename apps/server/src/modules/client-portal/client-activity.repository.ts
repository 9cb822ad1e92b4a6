import { sql } from 'drizzle-orm';
import {
  guardShortName,
  type ClientActivity,
  type ClientIncident,
  type ClientLogbookEntry,
  type ClientRound,
} from '@secops/domain/client-portal';
import { addCalendarDays, parisMidnight } from '@secops/domain/planning';
import type { DbOrTx } from '../../db/client.ts';
import { clockedHours, minutesBetween } from './client-portal.rules.ts';

export type ClientActivityPeriod = {
  missionIds: readonly string[];
  /** Paris calendar days 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  /** An attendance still open counts up to this instant (default: now). */
  now?: Date;
};

const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);
const iso = (value: number | null) => (value === null ? null : new Date(Number(value)).toISOString());

type Raw = {
  posts: {
    shiftId: string;
    startAt: number;
    endAt: number;
    firstName: string | null;
    lastName: string | null;
    clockIn: number | null;
    clockOut: number | null;
    clockedUntil: number | null;
  }[];
  clocked: [number, number][];
  incidents: (Omit<ClientIncident, 'occurredAt' | 'resolvedAt'> & {
    occurredAt: number;
    resolvedAt: number | null;
  })[];
  logbook: (Omit<ClientLogbookEntry, 'occurredAt' | 'author'> & {
    occurredAt: number;
    source: string;
    authorName: string | null;
    firstName: string | null;
    lastName: string | null;
  })[];
  rounds: (Omit<ClientRound, 'scheduledAt' | 'startedAt' | 'finishedAt' | 'checkpoints'> & {
    scheduledAt: number;
    startedAt: number | null;
    finishedAt: number | null;
    checkpoints: {
      name: string;
      scannedAt: number | null;
      flags: ClientRound['checkpoints'][number]['flags'];
    }[];
  })[];
};

/** 'Jean D.' from the name an entry kept, when its author's account is gone: the first word and the last's initial. */
function shortFromFullName(name: string | null): string | null {
  const words = name?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return null;
  return guardShortName(words[0]!, words.length > 1 ? words[words.length - 1]! : null);
}

function entryAuthor(entry: Raw['logbook'][number]): string | null {
  // The client's own requests keep its name as written; anyone else of the company shows as 'Jean D.'.
  if (entry.source === 'CLIENT') return entry.authorName;
  if (entry.firstName !== null || entry.lastName !== null)
    return guardShortName(entry.firstName, entry.lastName);
  return shortFromFullName(entry.authorName);
}

function present(raw: Raw, from: string, to: string): ClientActivity {
  return {
    from,
    to,
    posts: raw.posts.map((post) => ({
      shiftId: post.shiftId,
      guard: guardShortName(post.firstName, post.lastName),
      startAt: iso(post.startAt)!,
      endAt: iso(post.endAt)!,
      clockInAt: iso(post.clockIn),
      clockOutAt: iso(post.clockOut),
      minutes: post.clockIn === null ? 0 : minutesBetween(post.clockIn, post.clockedUntil ?? post.clockIn),
    })),
    hours: clockedHours(
      raw.clocked.map(([start, end]) => ({ start: Number(start), end: Number(end) })),
      from,
      to,
    ),
    incidents: raw.incidents.map((incident) => ({
      ...incident,
      occurredAt: iso(incident.occurredAt)!,
      resolvedAt: iso(incident.resolvedAt),
    })),
    logbook: raw.logbook.map((entry) => ({
      id: entry.id,
      type: entry.type,
      text: entry.text,
      occurredAt: iso(entry.occurredAt)!,
      author: entryAuthor(entry),
      correctsId: entry.correctsId,
    })),
    rounds: raw.rounds.map((round) => ({
      ...round,
      scheduledAt: iso(round.scheduledAt)!,
      startedAt: iso(round.startedAt),
      finishedAt: iso(round.finishedAt),
      checkpoints: round.checkpoints.map((checkpoint) => ({
        ...checkpoint,
        scannedAt: iso(checkpoint.scannedAt),
      })),
    })),
  };
}

/**
 * What the client sees of its missions over a period, by mission: the posts held (shifts begun, with the guard as
 * 'Jean D.' and the clocked times), hours clocked per Paris day and week, incidents that happened, the logbook
 * entries of the types each mission shows its client (its `client_logbook_types`) plus the client's own requests,
 * and rounds with their checkpoints and flags. Shared by the portal and the activity report: the database builds
 * one JSON document per mission in a single query, whatever the number of missions.
 */
export async function loadClientActivity(
  db: DbOrTx,
  period: ClientActivityPeriod,
): Promise<Map<string, ClientActivity>> {
  const activities = new Map<string, ClientActivity>();
  if (period.missionIds.length === 0) return activities;
  const start = sql`${parisMidnight(period.from).toISOString()}::timestamptz`;
  const end = sql`${parisMidnight(addCalendarDays(period.to, 1)).toISOString()}::timestamptz`;
  const now = sql`${(period.now ?? new Date()).toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with m as (
      select mi.id, mi.client_logbook_types from missions mi
      where mi.id in (select value::uuid from json_array_elements_text(${JSON.stringify(period.missionIds)}::json))
    )
    select m.id::text as mission_id, json_build_object(
      'posts', coalesce((
        select json_agg(json_build_object(
          'shiftId', s.id, 'startAt', ${ms('s.start_at')}, 'endAt', ${ms('s.end_at')},
          'firstName', a.first_name, 'lastName', a.last_name,
          'clockIn', ${ms('t.start_time')}, 'clockOut', ${ms('t.end_time')}, 'clockedUntil', ${ms('t.until')})
          order by s.start_at, s.id)
        from shifts s
        left join agents a on a.id = s.agent_id
        left join lateral (
          select att.start_time, att.end_time, coalesce(att.end_time, greatest(att.start_time, ${now})) as until
          from attendances att where att.shift_id = s.id and att.start_time is not null
          order by (att.agent_id = s.agent_id) desc, att.start_time limit 1
        ) t on true
        where s.mission_id = m.id and s.start_at < ${end} and s.end_at > ${start} and s.start_at <= ${now}
      ), '[]'),
      'clocked', coalesce((
        select json_agg(json_build_array(
          ${ms('att.start_time')},
          floor(extract(epoch from coalesce(att.end_time, greatest(att.start_time, ${now}))) * 1000)::bigint))
        from attendances att
        where att.mission_id = m.id and att.start_time is not null and att.start_time < ${end}
          and coalesce(att.end_time, ${now}) > ${start}
      ), '[]'),
      'incidents', coalesce((
        select json_agg(json_build_object(
          'id', i.id, 'title', i.title, 'type', i.type, 'severity', i.severity,
          'occurredAt', ${ms('i.occurred_at')}, 'status', i.status, 'resolution', i.resolution,
          'resolvedAt', case when i.status in ('RESOLVED', 'CLOSED') then (
            select ${ms(`coalesce(max(e.created_at) filter (where e.status = 'RESOLVED'), max(e.created_at))`)}
            from incident_events e
            where e.incident_id = i.id and e.kind = 'STATUS' and e.status in ('RESOLVED', 'CLOSED')
          ) end) order by i.occurred_at desc, i.id)
        from incidents i
        where i.mission_id = m.id and i.occurred_at >= ${start} and i.occurred_at < ${end}
      ), '[]'),
      'logbook', coalesce((
        select json_agg(json_build_object(
          'id', e.id, 'type', e.type, 'text', e.text, 'occurredAt', ${ms('e.occurred_at')},
          'source', e.source, 'authorName', e.author_name, 'correctsId', e.corrects_id,
          'firstName', coalesce(a.first_name, u.first_name), 'lastName', coalesce(a.last_name, u.last_name))
          order by e.occurred_at desc, e.id desc)
        from logbook_entries e
        left join users u on u.id = e.author_user_id
        left join agents a on a.user_id = e.author_user_id
        where e.mission_id = m.id and e.occurred_at >= ${start} and e.occurred_at < ${end}
          and (e.type = any(m.client_logbook_types) or e.type = 'CLIENT_REQUEST')
      ), '[]'),
      'rounds', coalesce((
        select json_agg(json_build_object(
          'id', r.id, 'tourName', t.name, 'scheduledAt', ${ms('r.scheduled_at')},
          'startedAt', ${ms('r.started_at')}, 'finishedAt', ${ms('r.finished_at')}, 'status', r.status,
          'checkpoints', coalesce((
            select json_agg(json_build_object(
              'name', c.name, 'scannedAt', ${ms('sc.scanned_at')}, 'flags', coalesce(to_json(sc.flags), '[]'::json))
              order by u.ord)
            from unnest(r.checkpoint_ids) with ordinality u(id, ord)
            join checkpoints c on c.id = u.id
            left join round_scans sc on sc.round_id = r.id and sc.checkpoint_id = u.id
          ), '[]')) order by r.scheduled_at, t.name)
        from rounds r join tours t on t.id = r.tour_id
        where r.mission_id = m.id and r.scheduled_at >= ${start} and r.scheduled_at < ${end}
      ), '[]')
    )::text as activity
    from m`);
  for (const row of (result as unknown as { rows: { mission_id: string; activity: string }[] }).rows)
    activities.set(row.mission_id, present(JSON.parse(row.activity) as Raw, period.from, period.to));
  return activities;
}
