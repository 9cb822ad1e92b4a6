import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHECKLIST_TEMPLATES,
  mergeChecklistTemplates,
  taskConcerns,
  type TemplateTask,
} from './checklists.ts';
import { DEFAULT_SPECIALTIES } from './specialties.ts';

const categoriesOf = (tasks: readonly TemplateTask[]) => [...new Set(tasks.map((t) => t.category))].sort();

describe('default check-list templates', () => {
  it('has the task count of the spec for every specialty', () => {
    const counts = Object.fromEntries(
      DEFAULT_SPECIALTIES.map((s) => [s, DEFAULT_CHECKLIST_TEMPLATES[s].length]),
    );
    expect(counts).toEqual({ BODYGUARD: 6, DRIVER: 8, TEAM_LEADER: 6, OBSERVER: 5, TECHNICAL: 5 });
  });

  it('uses only the categories the spec gives each specialty', () => {
    expect(categoriesOf(DEFAULT_CHECKLIST_TEMPLATES.BODYGUARD)).toEqual(['equipment', 'other', 'perimeter']);
    expect(categoriesOf(DEFAULT_CHECKLIST_TEMPLATES.DRIVER)).toEqual(['perimeter', 'vehicle']);
    expect(categoriesOf(DEFAULT_CHECKLIST_TEMPLATES.TEAM_LEADER)).toEqual(['other']);
    expect(categoriesOf(DEFAULT_CHECKLIST_TEMPLATES.OBSERVER)).toEqual(['equipment', 'perimeter']);
    expect(categoriesOf(DEFAULT_CHECKLIST_TEMPLATES.TECHNICAL)).toEqual(['equipment']);
  });

  it('makes only the briefing, cleaning, final report and backup test optional', () => {
    const optional = Object.values(DEFAULT_CHECKLIST_TEMPLATES)
      .flat()
      .filter((t) => !t.required)
      .map((t) => t.label);
    expect(optional).toHaveLength(4);
    expect(optional.join(' | ')).toMatch(/Briefing/);
    expect(optional.join(' | ')).toMatch(/Nettoyage/);
    expect(optional.join(' | ')).toMatch(/rapport de fin de mission/);
    expect(optional.join(' | ')).toMatch(/sauvegarde/);
  });

  it('has no two tasks with the same label in one template', () => {
    for (const tasks of Object.values(DEFAULT_CHECKLIST_TEMPLATES)) {
      expect(new Set(tasks.map((t) => t.label)).size).toBe(tasks.length);
    }
  });
});

describe('mergeChecklistTemplates', () => {
  const templateOf = (s: string) =>
    s === 'BODYGUARD' || s === 'DRIVER' ? DEFAULT_CHECKLIST_TEMPLATES[s] : undefined;

  it('lists a shared task once with every agent it concerns', () => {
    const items = mergeChecklistTemplates(
      [
        { id: 'a', specialties: ['BODYGUARD'] },
        { id: 'b', specialties: ['BODYGUARD', 'DRIVER'] },
      ],
      templateOf,
    );
    expect(items).toHaveLength(14);
    const radio = items.find((i) => i.label.startsWith('Vérification de la radio'));
    expect(radio?.assignedAgents).toEqual(['a', 'b']);
    const tyres = items.find((i) => i.label.includes('pneus'));
    expect(tyres?.assignedAgents).toEqual(['b']);
    expect(items.map((i) => i.order)).toEqual([...items.keys()]);
  });

  it('ignores specialties without a template', () => {
    expect(mergeChecklistTemplates([{ id: 'a', specialties: ['PLONGEUR'] }], templateOf)).toEqual([]);
  });
});

describe('taskConcerns', () => {
  it('shows a task assigned to nobody to everyone, else only to its agents', () => {
    expect(taskConcerns([], 'a')).toBe(true);
    expect(taskConcerns(['a', 'b'], 'b')).toBe(true);
    expect(taskConcerns(['a'], 'b')).toBe(false);
  });
});
