import type { Page } from '@playwright/test';
import { apiAs, signInByApi } from './realtime-data.ts';
import { createAgent, unique } from './staff-data.ts';

export type AgentOnDuty = { id: string; email: string; name: string; matricule: string };

/**
 * Positions are recorded only on duty: agents of the test's own, on a new ACTIVE mission with a shift running now
 * for each (the demo agents' shifts would overlap one on another mission).
 */
export async function agentsOnDuty(
  admin: Page,
  title: string,
  count = 1,
): Promise<{ missionId: string; agents: AgentOnDuty[] }> {
  const now = Date.now();
  const mission = await apiAs<{ id: string }>(admin, 'POST', '/missions', {
    title,
    type: 'EVENT',
    startAt: new Date(now - 3_600_000).toISOString(),
    endAt: new Date(now + 9 * 3_600_000).toISOString(),
    locationAddress: '1 place du Palais-Royal, 75001 Paris',
    locationLat: 48.8625,
    locationLng: 2.3364,
  });
  const agents: AgentOnDuty[] = [];
  for (let n = 0; n < count; n++) {
    const agent = await createAgent(admin, { lastName: `Veille${unique()}` });
    await apiAs(admin, 'POST', `/missions/${mission.id}/assignments`, { agentId: agent.id, role: 'agent' });
    await apiAs(admin, 'POST', '/planning/shifts', {
      agentId: agent.id,
      missionId: mission.id,
      startAt: new Date(now - 1_800_000).toISOString(),
      endAt: new Date(now + 4 * 3_600_000).toISOString(),
    });
    const { email } = await apiAs<{ email: string }>(admin, 'GET', `/agents/${agent.id}`);
    agents.push({
      id: agent.id,
      email,
      name: `${agent.firstName} ${agent.lastName}`,
      matricule: agent.matricule,
    });
  }
  await apiAs(admin, 'PATCH', `/missions/${mission.id}`, { status: 'ACTIVE' });
  return { missionId: mission.id, agents };
}

/** The agent's phone sends a position (the HTTP fallback of the live socket). */
export async function sendPosition(
  page: Page,
  agent: AgentOnDuty,
  missionId: string,
  at: { lat: number; lng: number },
): Promise<void> {
  const api = await signInByApi(page.request, agent.email);
  await api('POST', '/gps/position', { missionId, ...at, accuracy: 8 });
}
