import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, readSession } from './support.ts';

/** Calls the API with the signed-in page's session, to prepare what a test then changes through the screens. */
export async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
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

/** A suffix that keeps e-mails, matricules, plates and labels of one test apart from every other. */
export const unique = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

export type CreatedAgent = { id: string; firstName: string; lastName: string; matricule: string };

/** An active agent with a login, created through the API by the signed-in staff member. */
export function createAgent(
  page: Page,
  fields: { lastName: string; specialties?: string[] },
): Promise<CreatedAgent> {
  const tag = unique();
  return callApi(page, 'POST', '/agents', {
    email: `agent.${tag.toLowerCase()}@secops.test`,
    password: DEMO_PASSWORD,
    firstName: 'Test',
    lastName: fields.lastName,
    matricule: `E2E-${tag}`,
    specialties: fields.specialties ?? [],
  });
}

/** A staff account of its own, so a test may change its password or 2FA without touching the demo accounts. */
export async function createStaffAccount(page: Page): Promise<{ email: string; password: string }> {
  const email = `staff.${unique().toLowerCase()}@secops.test`;
  await callApi(page, 'POST', '/users', {
    email,
    password: DEMO_PASSWORD,
    role: 'SUPERVISOR',
    firstName: 'Camille',
    lastName: 'Essai',
  });
  return { email, password: DEMO_PASSWORD };
}
