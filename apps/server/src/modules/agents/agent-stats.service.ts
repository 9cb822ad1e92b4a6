import { AGENT_RECENT_ATTENDANCES } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { assertMayReadAgent } from './agents.policy.ts';
import { findAgentById } from './agents.repository.ts';
import { countAgentIncidents, countAgentMissions, listRecentAttendances } from './agent-stats.repository.ts';

/** Missions the agent is assigned to, incidents they reported, and their latest attendances (staff or self). */
export async function getAgentStats(db: Db, actor: AuthUser, agentId: string) {
  assertMayReadAgent(actor, agentId);
  if (!(await findAgentById(db, agentId))) throw notFound(MSG.agentNotFound);
  return {
    totalMissions: await countAgentMissions(db, agentId),
    totalIncidents: await countAgentIncidents(db, agentId),
    recentAttendances: await listRecentAttendances(db, agentId, AGENT_RECENT_ATTENDANCES),
  };
}
export type AgentStatsView = Awaited<ReturnType<typeof getAgentStats>>;
