import type { Incident, IncidentCreate, IncidentListQuery } from '@secops/domain/incidents.schemas';
import { DECLARED_MAX_AHEAD_MS, datedAction } from '@secops/domain/declared-time';
import { AUTO_ENTRY_TEXT } from '@secops/domain/logbook-auto';
import * as MSG from '@secops/domain/messages';
import { isMissionLocked } from '@secops/domain/missions';
import { isField } from '@secops/domain/role-access';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { raiseIncidentAlert } from '../alerts/alerts.service.ts';
import { recordAutoEntry } from '../logbook/auto-entry.ts';
import { lockFreePhotos } from '../photos/photos.repository.ts';
import { assertRoundLink } from '../rounds/checkpoints.service.ts';
import { addIncidentEvent, attachIncidentPhotos, followUpOf } from './incident-follow-up.repository.ts';
import { presentIncident } from './incidents.presenter.ts';
import { assertMayReport, reporterFor } from './incidents.policy.ts';
import {
  deleteIncident as deleteIncidentRow,
  findIncident,
  findIncidentIdByClientRequest,
  insertIncidentOnce,
  listIncidents,
  lockIncident,
  lockMissionStatus,
  type IncidentWithLinks,
} from './incidents.repository.ts';

const archived = () => conflict(MSG.missionArchived, 'MISSION_ARCHIVED');

/** Incidents with their photos and assignee, as the API answers them. */
export async function presentIncidents(db: DbOrTx, rows: IncidentWithLinks[]): Promise<Incident[]> {
  const followUp = await followUpOf(db, rows);
  return rows.map((row) => presentIncident(row, followUp));
}

export async function searchIncidents(db: Db, query: IncidentListQuery) {
  const { rows, total } = await listIncidents(db, query);
  return { incidents: await presentIncidents(db, rows), total };
}

export async function loadIncident(db: DbOrTx, id: string): Promise<IncidentWithLinks> {
  const incident = await findIncident(db, id);
  if (!incident) throw notFound(MSG.incidentNotFound);
  return incident;
}

export async function viewIncident(db: DbOrTx, id: string): Promise<Incident> {
  const [incident] = await presentIncidents(db, [await loadIncident(db, id)]);
  return incident!;
}

/**
 * When the incident happened. Staff date it as they like, though not in the future (400). A guard's report (queued
 * offline, it says when it was typed) keeps that time when it is at most a day old and five minutes ahead, and is
 * otherwise dated on arrival with the phone's time beside it: a report is never refused for its time.
 */
function occurrence(user: AuthUser, occurredAt: string | undefined, now: Date) {
  if (isField(user.role)) {
    const dated = datedAction(occurredAt, now);
    return { occurredAt: dated.at, declaredAt: dated.declaredAt };
  }
  if (occurredAt === undefined) return { occurredAt: now };
  const at = new Date(occurredAt);
  if (at.getTime() > now.getTime() + DECLARED_MAX_AHEAD_MS) throw badRequest(MSG.incidentDateInFuture);
  return { occurredAt: at };
}

export type ReportedIncident = { incident: Incident; created: boolean };

/** The incident a repeated clientRequestId of this user already made, if any. */
async function alreadyReported(db: Db, user: AuthUser, clientRequestId: string | undefined) {
  if (clientRequestId === undefined) return undefined;
  const id = await findIncidentIdByClientRequest(db, user.id, clientRequestId);
  return id === undefined ? undefined : viewIncident(db, id);
}

/**
 * Reports an incident on an existing, not archived mission the user may report on. The same clientRequestId again
 * from the same user answers the incident already made (created: false), even if the mission changed since.
 */
export async function reportIncident(
  db: Db,
  user: AuthUser,
  input: IncidentCreate,
  now = new Date(),
): Promise<ReportedIncident> {
  const earlier = await alreadyReported(db, user, input.clientRequestId);
  if (earlier) return { incident: earlier, created: false };
  const id = await db.transaction(async (tx) => {
    const missionStatus = await lockMissionStatus(tx, input.missionId);
    if (!missionStatus) throw notFound(MSG.missionNotFound);
    await assertMayReport(tx, user, input.missionId);
    if (isMissionLocked(missionStatus)) throw archived();
    const photoIds = [...new Set(input.photoIds ?? [])];
    if ((await lockFreePhotos(tx, user.id, photoIds)).length !== photoIds.length)
      throw badRequest(MSG.logbookPhotoUnknown);
    await assertRoundLink(tx, input.missionId, input);
    const when = occurrence(user, input.occurredAt, now);
    const reporterId = await reporterFor(tx, user, input.reporterId);
    const inserted = await insertIncidentOnce(tx, {
      missionId: input.missionId,
      type: input.type,
      severity: input.severity,
      title: input.title,
      description: input.description,
      reporterId,
      reportedBy: user.id,
      ...when,
      photoUrl: input.photoUrl,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      accuracy: input.accuracy ?? null,
      clientRequestId: input.clientRequestId,
      checkpointId: input.checkpointId ?? null,
      roundId: input.roundId ?? null,
    });
    if (inserted === null) return null;
    await attachIncidentPhotos(tx, inserted, photoIds);
    await addIncidentEvent(tx, { incidentId: inserted, kind: 'REPORTED', authorUserId: user.id });
    await recordAutoEntry(
      tx,
      {
        missionId: input.missionId,
        type: 'INCIDENT_REPORTED',
        text: AUTO_ENTRY_TEXT.incidentReported(input),
        occurredAt: when.occurredAt,
        authorUserId: user.id,
        subjectId: inserted,
      },
      now,
    );
    await raiseIncidentAlert(tx, { ...input, id: inserted, agentId: reporterId }, now);
    return inserted;
  });
  if (id !== null) return { incident: await viewIncident(db, id), created: true };
  // A duplicate sent at the same time won the insert: answer the incident it made.
  const concurrent = await alreadyReported(db, user, input.clientRequestId);
  if (!concurrent) throw notFound(MSG.incidentNotFound);
  return { incident: concurrent, created: false };
}

/** An archived mission keeps its incidents. */
export async function deleteIncident(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockIncident(tx, id);
    if (!current) throw notFound(MSG.incidentNotFound);
    if (isMissionLocked(current.missionStatus)) throw archived();
    await deleteIncidentRow(tx, id);
  });
}
