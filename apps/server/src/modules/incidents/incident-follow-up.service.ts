import { canMoveIncident } from '@secops/domain/incidents';
import type { IncidentDetail, IncidentTimelineItem, IncidentUpdate } from '@secops/domain/incidents.schemas';
import { AUTO_ENTRY_TEXT } from '@secops/domain/logbook-auto';
import * as MSG from '@secops/domain/messages';
import { isMissionLocked } from '@secops/domain/missions';
import { isStaff } from '@secops/domain/roles';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { endIncidentAlert } from '../alerts/alerts.service.ts';
import { recordAutoEntry } from '../logbook/auto-entry.ts';
import {
  addIncidentEvent,
  isActiveStaff,
  listIncidentEvents,
  touchIncident,
  updateIncidentFollowUp,
  userName,
} from './incident-follow-up.repository.ts';
import { presentTimelineItem } from './incidents.presenter.ts';
import { lockIncident } from './incidents.repository.ts';
import { loadIncident, viewIncident } from './incidents.service.ts';

type Locked = NonNullable<Awaited<ReturnType<typeof lockIncident>>>;

/** Runs a follow-up write on an incident, its row locked: unknown → 404, archived mission → 409. */
async function withIncident<T>(
  db: Db,
  id: string,
  work: (tx: Tx, current: Locked) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const current = await lockIncident(tx, id);
    if (!current) throw notFound(MSG.incidentNotFound);
    if (isMissionLocked(current.missionStatus)) throw conflict(MSG.missionArchived, 'MISSION_ARCHIVED');
    return work(tx, current);
  });
}

/**
 * Staff change the assignee, the resolution and the status, in this order, each written to the timeline. Résolu
 * needs a resolution (given now or before), and so does Clôturé; the status moves along nextIncidentStatuses (409
 * otherwise), writes its main courante entry, and ends the incident's alert when resolved or closed.
 */
export async function updateIncident(
  db: Db,
  actor: AuthUser,
  id: string,
  update: IncidentUpdate,
  now = new Date(),
) {
  await withIncident(db, id, async (tx, current) => {
    if (update.assigneeId !== undefined && update.assigneeId !== current.assigneeId) {
      if (update.assigneeId !== null && !(await isActiveStaff(tx, update.assigneeId)))
        throw badRequest(MSG.incidentAssigneeInvalid);
      await updateIncidentFollowUp(tx, id, { assigneeId: update.assigneeId });
      const name = update.assigneeId ? await userName(tx, update.assigneeId) : MSG.incidentUnassigned;
      await addIncidentEvent(tx, { incidentId: id, kind: 'ASSIGNED', text: name, authorUserId: actor.id });
    }
    const resolution = update.resolution ?? current.resolution;
    if (update.status !== undefined) {
      if (!canMoveIncident(current.status, update.status))
        throw conflict(MSG.incidentTransitionRefused, 'INCIDENT_TRANSITION_REFUSED');
      if (update.status === 'RESOLVED' && !resolution) throw badRequest(MSG.incidentResolutionRequired);
      if (update.status === 'CLOSED' && !resolution) throw badRequest(MSG.incidentCloseNeedsResolution);
    }
    if (update.resolution !== undefined) {
      await updateIncidentFollowUp(tx, id, { resolution: update.resolution });
      await addIncidentEvent(tx, {
        incidentId: id,
        kind: 'RESOLUTION',
        text: update.resolution,
        authorUserId: actor.id,
      });
    }
    if (update.status !== undefined) {
      await updateIncidentFollowUp(tx, id, { status: update.status });
      await addIncidentEvent(tx, {
        incidentId: id,
        kind: 'STATUS',
        status: update.status,
        authorUserId: actor.id,
      });
      await recordAutoEntry(
        tx,
        {
          missionId: current.missionId,
          type: 'INCIDENT_STATUS',
          text: AUTO_ENTRY_TEXT.incidentStatus(current.title, update.status),
          occurredAt: now,
          authorUserId: actor.id,
          subjectId: id,
        },
        now,
      );
      if (update.status === 'RESOLVED' || update.status === 'CLOSED') await endIncidentAlert(tx, id, now);
    }
  });
  return viewIncident(db, id);
}

/** A staff note on the incident's timeline. */
export async function addIncidentNote(
  db: Db,
  actor: AuthUser,
  id: string,
  text: string,
): Promise<IncidentTimelineItem> {
  const event = await withIncident(db, id, async (tx) => {
    const added = await addIncidentEvent(tx, { incidentId: id, kind: 'NOTE', text, authorUserId: actor.id });
    await touchIncident(tx, id);
    return added;
  });
  return presentTimelineItem(event);
}

/** The incident with its timeline, for staff and for the user who reported it (404 for anyone else). */
export async function incidentDetail(db: Db, user: AuthUser, id: string): Promise<IncidentDetail> {
  const row = await loadIncident(db, id);
  if (!isStaff(user.role) && row.reportedBy !== user.id) throw notFound(MSG.incidentNotFound);
  const [incident, events] = await Promise.all([viewIncident(db, id), listIncidentEvents(db, id)]);
  return { ...incident, timeline: events.map(presentTimelineItem) };
}
