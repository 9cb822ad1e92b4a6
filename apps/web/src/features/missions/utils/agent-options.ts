import type { Agent } from '@secops/domain/agents.schemas';
import { certificationState } from '@secops/domain/certifications';

/** What the assignment list says of an agent, after their name: on the mission, busy elsewhere, expired papers. */
export type AgentOptionNotes = { assigned: boolean; busy: boolean; expired: boolean };

export function agentOptionNotes(
  agent: Agent,
  assignedIds: readonly string[],
  busyIds: readonly string[],
  now = new Date(),
): AgentOptionNotes {
  return {
    assigned: assignedIds.includes(agent.id),
    busy: busyIds.includes(agent.id),
    expired: agent.certifications.some((c) => certificationState(c.validTo, now) === 'expired'),
  };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr-FR');

/** Agents whose first name, last name or matricule contains every typed word (case and accents ignored). */
export function searchAgents(agents: readonly Agent[], query: string): Agent[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...agents];
  return agents.filter((a) => {
    const text = fold(`${a.firstName} ${a.lastName} ${a.matricule}`);
    return words.every((word) => text.includes(word));
  });
}
