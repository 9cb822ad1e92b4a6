import type { Agent } from '@secops/domain/agents.schemas';

type Named = Pick<Agent, 'firstName' | 'lastName'>;

export const agentName = (agent: Named): string => `${agent.firstName} ${agent.lastName}`;

/** Two letters standing in for a missing photo: first name and last name initials. */
export const agentInitials = (agent: Named): string =>
  `${agent.firstName.trim().charAt(0)}${agent.lastName.trim().charAt(0)}`.toUpperCase();

/** Lower case without accents, so "eloise" finds "Éloïse". */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The grid's search: every word typed must appear in the first name, the last name or the matricule, whatever the
 * case and accents ("dupont jean", "a-014").
 */
export function filterAgents<T extends Pick<Agent, 'firstName' | 'lastName' | 'matricule'>>(
  agents: readonly T[],
  search: string,
): T[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...agents];
  return agents.filter((agent) => {
    const haystack = fold(`${agent.firstName} ${agent.lastName} ${agent.matricule}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The agent card shows at most 3 certification types, then "+N" for the others. */
export const CARD_CERTIFICATIONS = 3;

export function certificationPreview<T>(certifications: readonly T[]): { shown: T[]; hidden: number } {
  return {
    shown: certifications.slice(0, CARD_CERTIFICATIONS),
    hidden: Math.max(0, certifications.length - CARD_CERTIFICATIONS),
  };
}
