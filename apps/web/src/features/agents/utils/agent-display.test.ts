import { describe, expect, it } from 'vitest';
import { agentInitials, certificationPreview, filterAgents } from './agent-display.ts';

const agents = [
  { firstName: 'Éloïse', lastName: 'Martin', matricule: 'A-014' },
  { firstName: 'Jean', lastName: 'Dupont', matricule: 'B-200' },
  { firstName: 'Karim', lastName: 'Benali', matricule: 'C-301' },
];

describe('agent grid helpers', () => {
  it('finds agents by first name, last name or matricule, ignoring case and accents', () => {
    expect(filterAgents(agents, 'eloise').map((a) => a.lastName)).toEqual(['Martin']);
    expect(filterAgents(agents, 'DUPONT').map((a) => a.lastName)).toEqual(['Dupont']);
    expect(filterAgents(agents, 'c-30').map((a) => a.lastName)).toEqual(['Benali']);
  });

  it('needs every typed word to match, in any order', () => {
    expect(filterAgents(agents, 'dupont jean').map((a) => a.lastName)).toEqual(['Dupont']);
    expect(filterAgents(agents, 'jean martin')).toEqual([]);
  });

  it('shows every agent when the search is blank', () => {
    expect(filterAgents(agents, '   ')).toHaveLength(3);
  });

  it('stands in for a missing photo with the two initials', () => {
    expect(agentInitials({ firstName: 'éloïse', lastName: 'Martin' })).toBe('ÉM');
  });

  it('keeps three certifications on a card and counts the others', () => {
    expect(certificationPreview(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: 0 });
    expect(certificationPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
  });
});
