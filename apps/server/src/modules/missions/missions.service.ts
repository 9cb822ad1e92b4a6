import * as MSG from '@secops/domain/messages';
import type {
  ChatMember,
  MissionCreate,
  MissionDetail,
  MissionListQuery,
  MissionUpdate,
} from '@secops/domain/missions.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import {
  assertMissionId,
  assertMissionWritable,
  assertTransition,
  seesEveryMission,
} from './missions.policy.ts';
import { missionDetailCache } from './mission-detail.cache.ts';
import { listMissionsJson } from './missions-list.repository.ts';
import { presentChatMember, presentMissionDetail } from './missions.presenter.ts';
import {
  clientExists,
  countMissionHistory,
  deleteMission,
  findMission,
  insertMission,
  isAgentAssigned,
  listChatMembers,
  listStoredDocumentNames,
  lockMission,
  updateMission,
  upsertPerimeter,
  type MissionRow,
  type NewMission,
} from './missions.repository.ts';
import { countMissionLogbook } from '../logbook/logbook.repository.ts';

const toDate = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso));

/**
 * Staff get every mission; a field user only those their agent is assigned to. The answer is the JSON text of the
 * list items, written by the database.
 */
export async function listVisibleMissions(db: Db, user: AuthUser, query: MissionListQuery): Promise<string> {
  const all = seesEveryMission(user);
  if (!all && !user.agentId) return '[]';
  return listMissionsJson(db, {
    ...query,
    from: toDate(query.from),
    to: toDate(query.to),
    agentId: all ? undefined : (user.agentId ?? undefined),
  });
}

/** The detail answer as encoded JSON with its ETag (the mission's version and who reads it). */
export interface MissionDetailAnswer {
  etag: string;
  body: Buffer;
}

/**
 * The full mission, from the version-checked cache; unknown, malformed, or not assigned to the field user → 404.
 * Staff share one answer; a field user's is cut down to their own shifts, tasks and ticks.
 */
export async function readMissionDetail(db: Db, user: AuthUser, id: string): Promise<MissionDetailAnswer> {
  assertMissionId(id);
  const cached = await missionDetailCache(db).read(id);
  if (!cached) throw notFound(MSG.missionNotFound);
  const own = seesEveryMission(user) ? undefined : user.agentId;
  if (own === null || (own !== undefined && !cached.row.assignments.some((a) => a.agentId === own)))
    throw notFound(MSG.missionNotFound);
  const viewer = own ?? 'staff';
  return {
    etag: `W/"${cached.version}-${viewer}"`,
    body: cached.body(viewer, () => JSON.stringify(presentMissionDetail(cached.row, own))),
  };
}

/** The full mission as an object (answers of the writes); same rules as readMissionDetail. */
export async function getMission(db: Db, user: AuthUser, id: string): Promise<MissionDetail> {
  return JSON.parse((await readMissionDetail(db, user, id)).body.toString()) as MissionDetail;
}

/** The mission when the user may see it, else 404 (a field user not assigned to it included). */
export async function findVisibleMission(db: Db, user: AuthUser, id: string): Promise<MissionRow> {
  assertMissionId(id);
  const mission = await findMission(db, id);
  if (!mission) throw notFound(MSG.missionNotFound);
  if (seesEveryMission(user)) return mission;
  if (!user.agentId || !(await isAgentAssigned(db, id, user.agentId))) throw notFound(MSG.missionNotFound);
  return mission;
}

/** Runs writes on a mission in one transaction with its row locked: unknown → 404, archived → 409. */
export async function withWritableMission<T>(
  db: Db,
  id: string,
  work: (tx: Tx, mission: MissionRow) => Promise<T>,
): Promise<T> {
  assertMissionId(id);
  return db.transaction(async (tx) => {
    const mission = await lockMission(tx, id);
    if (!mission) throw notFound(MSG.missionNotFound);
    assertMissionWritable(mission.status);
    return work(tx, mission);
  });
}

function missionColumns(body: Omit<MissionUpdate, 'status'>): Partial<NewMission> {
  const { startAt, endAt, ...rest } = body;
  return { ...rest, startAt: toDate(startAt), endAt: toDate(endAt) };
}

async function assertClient(tx: Tx, clientId: string | null | undefined): Promise<void> {
  if (clientId && !(await clientExists(tx, clientId))) throw notFound(MSG.clientNotFound);
}

/** A new mission starts in preparation with its perimeter centred on its place (written together). */
export async function createMission(db: Db, user: AuthUser, body: MissionCreate): Promise<MissionDetail> {
  const id = await db.transaction(async (tx) => {
    await assertClient(tx, body.clientId);
    const mission = await insertMission(tx, {
      ...missionColumns(body),
      title: body.title,
      type: body.type,
      startAt: new Date(body.startAt),
      endAt: new Date(body.endAt),
      createdBy: user.id,
    });
    await upsertPerimeter(tx, mission.id, { centerLat: mission.locationLat, centerLng: mission.locationLng });
    return mission.id;
  });
  return getMission(db, user, id);
}

/** Either a status change along the allowed transitions, or edits; the perimeter follows the mission's place. */
export async function editMission(
  db: Db,
  user: AuthUser,
  id: string,
  body: MissionUpdate,
): Promise<MissionDetail> {
  await withWritableMission(db, id, async (tx, current) => {
    const { status, ...fields } = body;
    if (status) {
      assertTransition(current.status, status);
      return updateMission(tx, id, { status });
    }
    const startAt = toDate(fields.startAt) ?? current.startAt;
    const endAt = toDate(fields.endAt) ?? current.endAt;
    if (endAt <= startAt) throw badRequest(MSG.missionEndBeforeStart);
    await assertClient(tx, fields.clientId);
    await updateMission(tx, id, missionColumns(fields));
    if (fields.locationLat !== undefined || fields.locationLng !== undefined) {
      await upsertPerimeter(tx, id, {
        centerLat: fields.locationLat === undefined ? current.locationLat : fields.locationLat,
        centerLng: fields.locationLng === undefined ? current.locationLng : fields.locationLng,
      });
    }
  });
  return getMission(db, user, id);
}

/**
 * A mission without history goes with everything it owns, its document files once the rows are gone for good; one
 * with a main courante, attendances or incidents must be archived instead (409).
 */
export async function removeMission(
  deps: { db: Db; storage: Pick<FileStorage, 'remove'>; log: FastifyBaseLogger },
  id: string,
): Promise<void> {
  const storedNames = await withWritableMission(deps.db, id, async (tx) => {
    if ((await countMissionLogbook(tx, id)) > 0)
      throw conflict(MSG.logbookMissionHasEntries, 'MISSION_HAS_LOGBOOK');
    if ((await countMissionHistory(tx, id)) > 0)
      throw conflict(MSG.missionDeleteHasHistory, 'MISSION_HAS_HISTORY');
    const names = await listStoredDocumentNames(tx, id);
    await deleteMission(tx, id);
    return names;
  });
  // The mission is deleted either way: a file left behind is logged, not an error for the user.
  await Promise.all(
    storedNames.map((name) =>
      deps.storage
        .remove(name)
        .catch((err: unknown) => deps.log.warn({ err, name }, 'document file not removed')),
    ),
  );
}

/** Who may join the mission chat (staff and the assigned agents' users); asked by staff or a member only. */
export async function missionChatMembers(db: Db, user: AuthUser, id: string): Promise<ChatMember[]> {
  await findVisibleMission(db, user, id);
  return (await listChatMembers(db, id)).map(presentChatMember);
}
