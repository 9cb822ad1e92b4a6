import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@secops/domain/roles';
import type { IncidentTimelineKind } from '@secops/domain/incidents.schemas';
import type { IncidentStatus } from '@secops/domain/incidents';
import type { DbOrTx } from '../../db/client.ts';
import { incidentEvents, incidentPhotos, incidents, users } from '../../db/schema/index.ts';

/** A user's name as the screens show it: their agent's, else the account's, else the e-mail. */
const nameOf = (userId: unknown) =>
  sql<string>`(select coalesce(nullif(trim(concat_ws(' ', a.first_name, a.last_name)), ''), nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) from users u left join agents a on a.user_id = u.id where u.id = ${userId})`;

export async function userName(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: nameOf(userId) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? null;
}

/** Photos and assignee names of these incidents, by incident. */
export async function followUpOf(
  db: DbOrTx,
  rows: { id: string; assigneeId: string | null }[],
): Promise<{ photos: Map<string, string[]>; assignees: Map<string, string> }> {
  const photos = new Map<string, string[]>();
  const assignees = new Map<string, string>();
  if (rows.length === 0) return { photos, assignees };
  const photoRows = await db
    .select({ incidentId: incidentPhotos.incidentId, photoId: incidentPhotos.photoId })
    .from(incidentPhotos)
    .where(
      inArray(
        incidentPhotos.incidentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(incidentPhotos.position));
  for (const row of photoRows)
    photos.set(row.incidentId, [...(photos.get(row.incidentId) ?? []), row.photoId]);
  const assigneeIds = [...new Set(rows.flatMap((row) => (row.assigneeId ? [row.assigneeId] : [])))];
  // A page names a handful of staff members.
  for (const id of assigneeIds) assignees.set(id, (await userName(db, id)) ?? '');
  return { photos, assignees };
}

export async function attachIncidentPhotos(
  db: DbOrTx,
  incidentId: string,
  photoIds: string[],
): Promise<void> {
  if (photoIds.length === 0) return;
  await db
    .insert(incidentPhotos)
    .values(photoIds.map((photoId, position) => ({ incidentId, photoId, position })));
}

export type IncidentEventRow = typeof incidentEvents.$inferSelect;

export async function addIncidentEvent(
  db: DbOrTx,
  event: {
    incidentId: string;
    kind: IncidentTimelineKind;
    text?: string | null;
    status?: IncidentStatus | null;
    authorUserId: string | null;
  },
): Promise<IncidentEventRow> {
  const [row] = await db
    .insert(incidentEvents)
    .values({
      ...event,
      authorName: event.authorUserId ? await userName(db, event.authorUserId) : null,
    })
    .returning();
  return row!;
}

export const listIncidentEvents = (db: DbOrTx, incidentId: string) =>
  db
    .select()
    .from(incidentEvents)
    .where(eq(incidentEvents.incidentId, incidentId))
    .orderBy(asc(incidentEvents.seq));

/** True for an active staff account (one who may be put in charge of an incident). */
export async function isActiveStaff(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), inArray(users.role, [...STAFF_ROLES])));
  return row !== undefined;
}

export async function updateIncidentFollowUp(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<typeof incidents.$inferInsert, 'status' | 'resolution' | 'assigneeId'>>,
): Promise<void> {
  await db.update(incidents).set(values).where(eq(incidents.id, id));
}

/** A note changes no column: updated_at moves so that the incident is told changed. */
export async function touchIncident(db: DbOrTx, id: string): Promise<void> {
  await db.update(incidents).set({ updatedAt: new Date() }).where(eq(incidents.id, id));
}
