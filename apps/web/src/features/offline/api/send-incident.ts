import type { Incident, IncidentCreateInput } from '@secops/domain/incidents.schemas';
import { api } from '../../../lib/api-client.ts';

/**
 * The request id of a report's n-th photo: the same on every send of that report, so a photo that reached the
 * server before the network failed is answered with the id it already has, not stored twice.
 */
export const photoRequestId = (reportRequestId: string, index: number): string =>
  `${reportRequestId}:photo-${index + 1}`;

/** POST /api/photos: one photo, named by its request id; the photo's id on the server. */
export async function uploadPhoto(photo: Blob, clientRequestId: string): Promise<string> {
  const form = new FormData();
  // The id before the file: the server reads the parts in order.
  form.append('clientRequestId', clientRequestId);
  form.append('file', photo, 'photo.jpg');
  return (await api.post<{ id: string }>('/photos', form)).id;
}

/**
 * Sends an incident report with its photos: each photo first, one after the other, then the report naming them.
 * A failure on the way stops before the report, which is sent whole again later with the same request ids.
 */
export async function sendIncident(
  body: IncidentCreateInput & { clientRequestId: string },
  photos: readonly Blob[],
): Promise<Incident> {
  const photoIds: string[] = [];
  for (const [index, photo] of photos.entries()) {
    photoIds.push(await uploadPhoto(photo, photoRequestId(body.clientRequestId, index)));
  }
  return api.post<Incident>('/incidents', photoIds.length > 0 ? { ...body, photoIds } : body);
}
