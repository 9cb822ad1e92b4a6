import type {
  ClientActivity,
  ClientActivityQuery,
  ClientMission,
  ClientMissionDetail,
  ClientRequest,
} from '@secops/domain/client-portal';
import type { LogbookType } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { formatMessage } from '@secops/domain/format-message';
import { isMissionLocked } from '@secops/domain/missions';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { raiseAlerts } from '../alerts/alerts.repository.ts';
import { loadClientActivity } from './client-activity.repository.ts';
import { clientMissionPhase, compareClientMissions } from './client-portal.rules.ts';
import {
  clientAuthorName,
  countRequestsSince,
  findClientCompany,
  findMissionOfClient,
  insertClientRequest,
  listMissionsOfClient,
  lockAccount,
  type ClientMissionRow,
} from './client-portal.repository.ts';

/** A client's requests, per account: at most this many in any hour (429 past it). */
export const CLIENT_REQUESTS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;
/** The alert names the request; the whole text is in the main courante. */
const ALERT_CAUSE_MAX = 500;
const shortened = (text: string) =>
  text.length > ALERT_CAUSE_MAX ? `${text.slice(0, ALERT_CAUSE_MAX - 1)}…` : text;

/** The signed-in CLIENT's company; the guard lets CLIENT accounts only, and each has one. */
export function companyOf(user: AuthUser): string {
  if (!user.clientId) throw forbidden();
  return user.clientId;
}

const presentMission = (row: ClientMissionRow, now: Date): ClientMission => ({
  id: row.id,
  title: row.title,
  type: row.type,
  status: row.status,
  phase: clientMissionPhase(row, now),
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  address: row.address,
});

/** GET /api/client/company: the portal's header. */
export async function clientCompany(db: Db, user: AuthUser): Promise<{ id: string; name: string }> {
  const company = await findClientCompany(db, companyOf(user));
  if (!company) throw notFound(MSG.clientNotFound);
  return company;
}

/** GET /api/client/missions: the company's missions, in progress, then coming, then finished. */
export async function clientMissions(db: Db, user: AuthUser, now = new Date()): Promise<ClientMission[]> {
  const rows = await listMissionsOfClient(db, companyOf(user));
  return rows
    .map((row) => ({ row, phase: clientMissionPhase(row, now) }))
    .sort((a, b) => compareClientMissions({ ...a.row, phase: a.phase }, { ...b.row, phase: b.phase }))
    .map(({ row }) => presentMission(row, now));
}

/** A mission of the signed-in client's company; another company's is 404 as an unknown one (nothing tells it exists). */
async function missionOfClient(db: Db, user: AuthUser, missionId: string) {
  const mission = await findMissionOfClient(db, companyOf(user), missionId);
  if (!mission) throw notFound(MSG.missionNotFound);
  return mission;
}

export async function clientMissionDetail(
  db: Db,
  user: AuthUser,
  missionId: string,
  now = new Date(),
): Promise<ClientMissionDetail> {
  const mission = await missionOfClient(db, user, missionId);
  return {
    ...presentMission(mission, now),
    hasTours: mission.hasTours,
    logbookTypes: mission.logbookTypes as LogbookType[],
  };
}

/** GET /api/client/missions/{id}/activity: what was done on the mission over the period (Paris days). */
export async function clientMissionActivity(
  db: Db,
  user: AuthUser,
  missionId: string,
  query: ClientActivityQuery,
  now = new Date(),
): Promise<ClientActivity> {
  await missionOfClient(db, user, missionId);
  const activities = await loadClientActivity(db, {
    missionIds: [missionId],
    from: query.from,
    to: query.to,
    now,
  });
  return activities.get(missionId)!;
}

/**
 * POST /api/client/missions/{id}/requests: the request is a main courante entry (type CLIENT_REQUEST, source
 * CLIENT, the client's name) and a dispatch alert of the same name, one per request, in one transaction; staff
 * resolve it by hand. The account's row is locked while its requests of the last hour are counted.
 */
export async function createClientRequest(
  db: Db,
  user: AuthUser,
  missionId: string,
  text: string,
  now = new Date(),
): Promise<ClientRequest> {
  const mission = await missionOfClient(db, user, missionId);
  if (isMissionLocked(mission.status)) throw conflict(MSG.clientRequestMissionArchived, 'MISSION_ARCHIVED');
  return db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    if (
      (await countRequestsSince(tx, user.id, new Date(now.getTime() - HOUR_MS))) >= CLIENT_REQUESTS_PER_HOUR
    )
      throw tooManyRequests(MSG.clientRequestsTooMany);
    const author = await clientAuthorName(tx, user.id);
    const entry = await insertClientRequest(tx, {
      missionId,
      text,
      authorUserId: user.id,
      authorName: author,
      at: now,
    });
    await raiseAlerts(
      tx,
      [
        {
          type: 'CLIENT_REQUEST',
          dedupeKey: `CLIENT_REQUEST:${entry.id}`,
          missionId,
          raisedAt: now,
          cause: formatMessage(MSG.clientRequestAlertCause, { text: shortened(text) }),
        },
      ],
      now,
    );
    return { id: entry.id, text, createdAt: now.toISOString(), author };
  });
}
