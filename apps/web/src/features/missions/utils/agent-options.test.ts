import type { Agent } from '@secops/domain/agents.schemas';
import { describe, expect, it } from 'vitest';
import { agentOptionNotes, searchAgents } from './agent-options.ts';

const agent = (id: string, firstName: string, lastName: string, validTo?: string) =>
  ({
    id,
    firstName,
    lastName,
    matricule: `AG-${id}`,
    certifications: validTo ? [{ id: 'c', type: 'SST', number: null, expiresAt: validTo, validTo }] : [],
  }) as unknown as Agent;

describe('assignment agent list', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('says whether an agent is on the mission, busy elsewhere or has an expired certification', () => {
    const hugo = agent('1', 'Hugo', 'Mercier', '2026-01-01T00:00:00Z');
    expect(agentOptionNotes(hugo, [], ['1'], now)).toEqual({ assigned: false, busy: true, expired: true });
    const lea = agent('2', 'Léa', 'Roux', '2027-06-01T00:00:00Z');
    expect(agentOptionNotes(lea, ['2'], [], now)).toEqual({ assigned: true, busy: false, expired: false });
  });

  it('finds agents by any part of their name or matricule, accents and case ignored', () => {
    const list = [
      agent('1', 'Hélène', 'Durand'),
      agent('2', 'Karim', 'Benali'),
      agent('3', 'Helena', 'Roux'),
    ];
    expect(searchAgents(list, 'helen').map((a) => a.id)).toEqual(['1', '3']);
    expect(searchAgents(list, 'ag-2').map((a) => a.id)).toEqual(['2']);
    expect(searchAgents(list, 'hel roux').map((a) => a.id)).toEqual(['3']);
    expect(searchAgents(list, '  ')).toHaveLength(3);
  });
});
