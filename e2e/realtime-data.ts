import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, readSession } from './support.ts';

type Method = 'GET' | 'POST' | 'PATCH';

/** Calls the API with the bearer of the page's signed-in session. */
export async function apiAs<T>(page: Page, method: Method, path: string, data?: unknown): Promise<T> {
  const { accessToken } = await readSession(page);
  return send<T>(page.request, accessToken, method, path, data);
}

async function send<T>(
  request: APIRequestContext,
  token: string | null,
  method: Method,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Signs in through the API only (no page): for a person whose screen the test does not need to see. */
export async function signInByApi(request: APIRequestContext, email: string) {
  const { accessToken } = await send<{ accessToken: string }>(request, null, 'POST', '/auth/login', {
    email,
    password: DEMO_PASSWORD,
  });
  return <T>(method: Method, path: string, data?: unknown) =>
    send<T>(request, accessToken, method, path, data);
}

export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** An API caller: signInByApi's, or the page's session (apiAs). */
export type Api = <T>(method: Method, path: string, data?: unknown) => Promise<T>;

/**
 * A mission of its own for the test, started an hour ago, with the demo agent (AG-0001) assigned, and ACTIVE:
 * the state in which an agent shares a position and the team chats.
 */
export async function createActiveMissionWithDemoAgent(
  caller: Page | Api,
  title: string,
): Promise<{ id: string; agentId: string }> {
  const api: Api =
    typeof caller === 'function' ? caller : (method, path, data) => apiAs(caller, method, path, data);
  const startAt = new Date(Date.now() - 3_600_000);
  const mission = await api<{ id: string }>('POST', '/missions', {
    title,
    type: 'EVENT',
    startAt: startAt.toISOString(),
    endAt: new Date(startAt.getTime() + 10 * 3_600_000).toISOString(),
    locationAddress: '1 place du Palais-Royal, 75001 Paris',
    locationLat: 48.8625,
    locationLng: 2.3364,
  });
  const agents = await api<{ id: string; matricule: string }[]>('GET', '/agents');
  const agent = agents.find((a) => a.matricule === 'AG-0001');
  expect(agent, 'demo agent AG-0001').toBeDefined();
  const agentId = agent?.id ?? '';
  await api('POST', `/missions/${mission.id}/assignments`, { agentId, role: 'agent' });
  await api('PATCH', `/missions/${mission.id}`, { status: 'ACTIVE' });
  return { id: mission.id, agentId };
}
