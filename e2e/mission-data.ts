import { expect, type Page } from '@playwright/test';
import { readSession } from './support.ts';

/** Calls the API with the signed-in page's session, to prepare data a test then changes through the screens. */
async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
): Promise<T> {
  const { accessToken } = await readSession(page);
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${accessToken}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A unique title, so tests never depend on each other's missions. */
export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** A mission in preparation, a few days ahead (or at `startAt`), created through the API. */
export async function createMission(
  page: Page,
  title: string,
  startAt = new Date(Date.now() + 3 * 86_400_000),
): Promise<{ id: string }> {
  const endAt = new Date(startAt.getTime() + 8 * 3_600_000);
  return callApi(page, 'POST', '/missions', {
    title,
    type: 'EVENT',
    startAt: startAt.toISOString(),
    endAt: endAt.toISOString(),
    locationAddress: '10 rue de Rivoli, 75001 Paris',
    locationLat: 48.8534,
    locationLng: 2.3488,
  });
}

export const activateMission = (page: Page, id: string) =>
  callApi(page, 'PATCH', `/missions/${id}`, { status: 'ACTIVE' });

export const reportIncident = (page: Page, missionId: string, title: string) =>
  callApi(page, 'POST', '/incidents', {
    missionId,
    type: 'security',
    severity: 4,
    title,
    description: 'Individu suspect près de l’entrée de service.',
  });
