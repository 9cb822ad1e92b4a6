import type { Page } from '@playwright/test';
import { callApi, unique } from './staff-data.ts';

// A client company and its mission, made through the API with the page's session, for the client specs.

export type Client = { id: string; name: string };
export type Mission = { id: string; title: string };
/** Where a mission takes place: its address and position. */
export type Place = { address: string; lat: number; lng: number };

/** A client company with its contact (an e-mail of its own each time). */
export const createClient = (
  page: Page,
  details: { name: string; contact: string; phone: string; address: string },
): Promise<Client> =>
  callApi<Client>(page, 'POST', '/clients', {
    ...details,
    email: `accueil.${unique().toLowerCase()}@client.test`,
  });

/** A mission of the client, started an hour ago, 10 hours long and active. */
export async function createClientMission(
  page: Page,
  clientId: string,
  title: string,
  place: Place,
  type = 'RESIDENCE',
): Promise<Mission> {
  const startAt = new Date(Date.now() - 3_600_000);
  const mission = await callApi<Mission>(page, 'POST', '/missions', {
    title,
    type,
    clientId,
    startAt: startAt.toISOString(),
    endAt: new Date(startAt.getTime() + 10 * 3_600_000).toISOString(),
    locationAddress: place.address,
    locationLat: place.lat,
    locationLng: place.lng,
  });
  await callApi(page, 'PATCH', `/missions/${mission.id}`, { status: 'ACTIVE' });
  return mission;
}
