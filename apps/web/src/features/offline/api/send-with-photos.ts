import type { Incident, IncidentCreateInput } from '@secops/domain/incidents.schemas';
import type { LogbookEntry, LogbookEntryCreateInput } from '@secops/domain/logbook';
import { api } from '../../../lib/api-client.ts';

type WithRequestId<T> = T & { clientRequestId: string };

/**
 * The request id of the n-th photo of a report or entry: the same on every send of it, so a photo that reached the
 * server before the network failed is answered with the id it already has, not stored twice.
 */
export const photoRequestId = (requestId: string, index: number): string => `${requestId}:photo-${index + 1}`;

/** POST /api/photos: one photo, named by its request id; the photo's id on the server. */
export async function uploadPhoto(photo: Blob, clientRequestId: string): Promise<string> {
  const form = new FormData();
  // The id before the file: the server reads the parts in order.
  form.append('clientRequestId', clientRequestId);
  form.append('file', photo, 'photo.jpg');
  return (await api.post<{ id: string }>('/photos', form)).id;
}

/**
 * Posts what names photos (an incident report, a main courante entry): each photo first, one after the other, then
 * the body with their ids. A failure on the way stops before the body, which is sent whole again later with the same
 * request ids.
 */
async function postWithPhotos<T>(
  path: string,
  body: WithRequestId<object>,
  photos: readonly Blob[],
): Promise<T> {
  const photoIds: string[] = [];
  for (const [index, photo] of photos.entries()) {
    photoIds.push(await uploadPhoto(photo, photoRequestId(body.clientRequestId, index)));
  }
  return api.post<T>(path, photoIds.length > 0 ? { ...body, photoIds } : body);
}

/** Sends an incident report with its photos. */
export const sendIncident = (
  body: WithRequestId<IncidentCreateInput>,
  photos: readonly Blob[],
): Promise<Incident> => postWithPhotos<Incident>('/incidents', body, photos);

/** Sends a main courante entry with its photos; its mission goes in the path, the rest is the body. */
export const sendLogbookEntry = (
  { missionId, ...body }: WithRequestId<LogbookEntryCreateInput> & { missionId: string },
  photos: readonly Blob[],
): Promise<LogbookEntry> =>
  postWithPhotos<LogbookEntry>(`/missions/${encodeURIComponent(missionId)}/logbook`, body, photos);
