import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { MissionStatus } from '@secops/domain/missions';
import type { DbOrTx } from '../../db/client.ts';
import { dutyPeriodsSql, parseDutyPeriods, type DutyWindow } from './gps-duty.repository.ts';
import {
  agents,
  gpsDeviceTokens,
  gpsLatestPositions,
  gpsPositions,
  missionAssignments,
  missionPerimeters,
  missions,
  users,
} from '../../db/schema/index.ts';

export type NewPosition = {
  agentId: string;
  missionId: string;
  lat: number;
  lng: number;
  accuracy: number | null;
  speed: number | null;
  heading: number | null;
  /** Battery level in percent, from a native tracker. */
  battery: number | null;
  recordedAt: Date;
};

/** What the live map shows of an agent and a mission. */
export type DisplayInfo = {
  agent: { firstName: string; lastName: string; photo: string | null; matricule: string };
  missionTitle: string | null;
};

/**
 * An agent and a mission as position checks need them, with the agent's duty periods on the mission over
 * `dutySpan`; undefined when the mission does not exist.
 */
export type PositionContext = DisplayInfo & {
  missionStatus: MissionStatus;
  assigned: boolean;
  accountActive: boolean;
  duty: DutyWindow;
};

/** Position contexts of several (agent, mission) pairs in one query, keyed `${agentId}:${missionId}`. */
export async function findPositionContexts(
  db: DbOrTx,
  keys: { agentId: string; missionId: string }[],
  dutySpan: { from: number; to: number },
): Promise<Map<string, PositionContext>> {
  const pairs = sql`unnest(${sql.param(keys.map((k) => k.agentId))}::uuid[], ${sql.param(
    keys.map((k) => k.missionId),
  )}::uuid[]) as k(agent_id, mission_id)`;
  const result = await db.execute(sql`
    select k.agent_id, k.mission_id, ${agents.firstName} as first_name, ${agents.lastName} as last_name,
      ${agents.photo} as photo, ${agents.matricule} as matricule, ${users.isActive} as account_active,
      ${missions.title} as mission_title, ${missions.status} as mission_status,
      ${missionAssignments.id} as assignment_id,
      ${dutyPeriodsSql(sql`k.agent_id`, sql`k.mission_id`, dutySpan.from, dutySpan.to)} as duty
    from ${pairs}
    join ${missions} on ${missions.id} = k.mission_id
    join ${agents} on ${agents.id} = k.agent_id
    left join ${users} on ${users.id} = ${agents.userId}
    left join ${missionAssignments}
      on ${missionAssignments.missionId} = k.mission_id and ${missionAssignments.agentId} = k.agent_id`);
  // Both drivers (pg and PGlite) answer { rows }.
  const rows = (result as unknown as { rows: ContextRow[] }).rows;
  return new Map(
    rows.map((row) => [
      `${row.agent_id}:${row.mission_id}`,
      {
        agent: {
          firstName: row.first_name,
          lastName: row.last_name,
          photo: row.photo,
          matricule: row.matricule,
        },
        missionTitle: row.mission_title,
        missionStatus: row.mission_status,
        assigned: row.assignment_id !== null,
        accountActive: row.account_active === true,
        duty: { ...dutySpan, periods: parseDutyPeriods(row.duty) },
      },
    ]),
  );
}

type ContextRow = {
  agent_id: string;
  mission_id: string;
  first_name: string;
  last_name: string;
  photo: string | null;
  matricule: string;
  account_active: boolean | null;
  mission_title: string | null;
  mission_status: MissionStatus;
  assignment_id: string | null;
  duty: string;
};

const POSITION_COLUMNS = sql.raw(
  'agent_id, mission_id, lat, lng, accuracy, speed, heading, battery, recorded_at',
);

/**
 * A column as PostgreSQL's array text, made by one join. Given a JS array, the driver builds that text element by
 * element, quoting and escaping each: with 5,000 agents that was a sixth of all the server allocated. Only values
 * that need no quoting come here: uuids, numbers, ISO times and null.
 */
const arrayText = (values: (string | number | null)[]): string =>
  `{${values.map((value) => (value === null ? 'NULL' : value)).join(',')}}`;

/**
 * A batch as one array per column, read back as rows by `unnest`: a statement has 9 parameters whatever the batch
 * size, which spares building (and PostgreSQL parsing) thousands of placeholders.
 */
function unnestPositions(rows: NewPosition[]): SQL {
  const column = (pick: (row: NewPosition) => string | number | null) => sql.param(arrayText(rows.map(pick)));
  return sql`unnest(
    ${column((r) => r.agentId)}::uuid[], ${column((r) => r.missionId)}::uuid[],
    ${column((r) => r.lat)}::float8[], ${column((r) => r.lng)}::float8[],
    ${column((r) => r.accuracy)}::float8[], ${column((r) => r.speed)}::float8[],
    ${column((r) => r.heading)}::float8[], ${column((r) => r.battery)}::float8[],
    ${column((r) => r.recordedAt.toISOString())}::timestamptz[])`;
}

/**
 * Writes a batch with one statement (so whole or not at all, in one round trip): every position into the history,
 * once (a position sent again, with the same agent and time, is skipped), and the newest of each agent (the last one
 * sent, of several with its time) into the latest table, never over a newer one (another process may have written it
 * first, or the position was taken offline and sent late).
 */
export async function writePositions(db: DbOrTx, rows: NewPosition[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    with batch as (
      select * from ${unnestPositions(rows)} with ordinality
        as b(agent_id, mission_id, lat, lng, accuracy, speed, heading, battery, recorded_at, n)
    ), history as (
      insert into ${gpsPositions} (${POSITION_COLUMNS}) select ${POSITION_COLUMNS} from batch
      on conflict (agent_id, recorded_at) do nothing
    )
    insert into ${gpsLatestPositions} (${POSITION_COLUMNS})
    select distinct on (agent_id) ${POSITION_COLUMNS} from batch order by agent_id, recorded_at desc, n desc
    on conflict (agent_id) do update set
      mission_id = excluded.mission_id, lat = excluded.lat, lng = excluded.lng, accuracy = excluded.accuracy,
      speed = excluded.speed, heading = excluded.heading, battery = excluded.battery,
      recorded_at = excluded.recorded_at
    where ${gpsLatestPositions.recordedAt} <= excluded.recorded_at`);
}

export type LatestFilter = { missionId?: string; since?: Date; limit: number; offset: number };

/** The agent's newest tracker heartbeat when it is newer than the latest position (else null), and its battery. */
const newerContact = sql`from ${gpsDeviceTokens} where ${gpsDeviceTokens.agentId} = ${gpsLatestPositions.agentId}
  and ${gpsDeviceTokens.lastContactAt} > ${gpsLatestPositions.recordedAt}
  order by ${gpsDeviceTokens.lastContactAt} desc limit 1`;

/** Latest position per agent, newest first, with the agent and mission names the map shows. */
export async function listLatestPositions(db: DbOrTx, filter: LatestFilter) {
  const where: SQL[] = [];
  if (filter.missionId) where.push(eq(gpsLatestPositions.missionId, filter.missionId));
  if (filter.since) where.push(gte(gpsLatestPositions.recordedAt, filter.since));
  return db
    .select({
      position: gpsLatestPositions,
      agent: {
        firstName: agents.firstName,
        lastName: agents.lastName,
        photo: agents.photo,
        matricule: agents.matricule,
      },
      missionTitle: missions.title,
      contactAt: sql<Date | null>`(select ${gpsDeviceTokens.lastContactAt} ${newerContact})`.mapWith(
        gpsDeviceTokens.lastContactAt,
      ),
      contactBattery: sql<number | null>`(select ${gpsDeviceTokens.lastBattery} ${newerContact})`,
    })
    .from(gpsLatestPositions)
    .innerJoin(agents, eq(agents.id, gpsLatestPositions.agentId))
    .leftJoin(missions, eq(missions.id, gpsLatestPositions.missionId))
    .where(and(...where))
    .orderBy(desc(gpsLatestPositions.recordedAt), asc(gpsLatestPositions.agentId))
    .limit(filter.limit)
    .offset(filter.offset);
}
export type LatestRow = Awaited<ReturnType<typeof listLatestPositions>>[number];

/** A mission's place and perimeter, and whether the given agent is assigned to it. */
export async function findPerimeterContext(db: DbOrTx, missionId: string, agentId: string | null) {
  const [row] = await db
    .select({
      locationLat: missions.locationLat,
      locationLng: missions.locationLng,
      perimeter: {
        enabled: missionPerimeters.enabled,
        centerLat: missionPerimeters.centerLat,
        centerLng: missionPerimeters.centerLng,
        radiusM: missionPerimeters.radiusM,
      },
      assignmentId: missionAssignments.id,
    })
    .from(missions)
    .leftJoin(missionPerimeters, eq(missionPerimeters.missionId, missions.id))
    .leftJoin(
      missionAssignments,
      and(
        eq(missionAssignments.missionId, missions.id),
        agentId ? eq(missionAssignments.agentId, agentId) : sql`false`,
      ),
    )
    .where(eq(missions.id, missionId));
  return row;
}

const PURGE_BATCH = 10_000;

/** Deletes history recorded before `cutoff`, in batches so that no statement holds locks for long. */
export async function deleteHistoryBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: gpsPositions.id })
      .from(gpsPositions)
      .where(lt(gpsPositions.recordedAt, cutoff))
      .limit(PURGE_BATCH);
    const deleted = await db
      .delete(gpsPositions)
      .where(inArray(gpsPositions.id, batch))
      .returning({ id: gpsPositions.id });
    total += deleted.length;
    if (deleted.length < PURGE_BATCH) return total;
  }
}
