import { describe, expect, it } from 'vitest';
import { taskProgress } from './checklist-progress.ts';
import {
  addAgentToChecklist,
  DEFAULT_CHECKLIST_TEMPLATES,
  mergeChecklistTemplates,
  removeAgentFromChecklist,
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

describe('addAgentToChecklist', () => {
  const templates: Record<string, TemplateTask[]> = {
    BODYGUARD: [
      { label: 'Radio', required: true, category: 'equipment' },
      { label: 'Gilet', required: true, category: 'equipment' },
      { label: 'Accès', required: false, category: 'perimeter' },
    ],
    DRIVER: [
      { label: 'Plein', required: true, category: 'vehicle' },
      { label: 'Accès', required: true, category: 'perimeter' },
    ],
  };
  const templateOf = (s: string) => templates[s];
  const task = (id: string, label: string, category: string, assignedAgents: string[]) => ({
    id,
    label,
    category,
    assignedAgents,
  });

  it('adds the agent to a task with the same label and category, else appends their own task', () => {
    const tasks = [task('t1', 'Radio', 'equipment', ['a']), task('t2', 'Gilet', 'other', ['a'])];
    expect(addAgentToChecklist(tasks, { id: 'b', specialties: ['BODYGUARD'] }, templateOf)).toEqual({
      reassigned: [{ id: 't1', assignedAgents: ['a', 'b'] }],
      added: [
        { label: 'Gilet', required: true, category: 'equipment' },
        { label: 'Accès', required: false, category: 'perimeter' },
      ],
    });
  });

  it('leaves a task for everyone alone: it already concerns the newcomer', () => {
    const tasks = [task('t1', 'Plein', 'vehicle', []), task('t2', 'Accès', 'perimeter', [])];
    expect(addAgentToChecklist(tasks, { id: 'b', specialties: ['DRIVER'] }, templateOf)).toEqual({
      reassigned: [],
      added: [],
    });
  });

  it('merges the agent’s own specialties first: a task they share appears once, required if one says so', () => {
    const { added } = addAgentToChecklist([], { id: 'b', specialties: ['BODYGUARD', 'DRIVER'] }, templateOf);
    expect(added.map((t) => t.label)).toEqual(['Radio', 'Gilet', 'Accès', 'Plein']);
    expect(added.find((t) => t.label === 'Accès')?.required).toBe(true);
  });

  it('changes nothing for an agent already on the task or without a known specialty', () => {
    const tasks = [task('t1', 'Plein', 'vehicle', ['b']), task('t2', 'Accès', 'perimeter', ['b'])];
    expect(addAgentToChecklist(tasks, { id: 'b', specialties: ['DRIVER'] }, templateOf).reassigned).toEqual(
      [],
    );
    expect(addAgentToChecklist(tasks, { id: 'c', specialties: ['PLONGEUR'] }, templateOf)).toEqual({
      reassigned: [],
      added: [],
    });
  });
});

describe('removeAgentFromChecklist', () => {
  const tick = (agentId: string, checked = true) => ({ agentId, checked });
  type Tick = ReturnType<typeof tick>;
  const task = (id: string, assignedAgents: string[], ticks: Tick[] = []) => ({
    id,
    label: id,
    category: 'other',
    assignedAgents,
    ticks,
  });

  it('drops the agent from shared tasks so the others can still complete them', () => {
    const shared = task('shared', ['a', 'b'], [tick('a')]);
    const { reassigned, deleted } = removeAgentFromChecklist([shared, task('everyone', [])], 'a');
    expect(reassigned).toEqual([{ id: 'shared', assignedAgents: ['b'] }]);
    expect(deleted).toEqual([]);
    const after = { ...shared, assignedAgents: reassigned[0]!.assignedAgents };
    expect(taskProgress({ ...after, ticks: [...after.ticks, tick('b')] }, ['b']).done).toBe(true);
  });

  it('deletes a task that was only theirs and never ticked, instead of giving it to everyone', () => {
    const unticked = task('mine', ['a'], [tick('a', false)]);
    expect(removeAgentFromChecklist([unticked, task('other', ['b'])], 'a')).toEqual({
      reassigned: [],
      deleted: ['mine'],
    });
  });

  it('keeps a task that was only theirs and ticked, done and concerning nobody else', () => {
    const ticked = task('mine', ['a'], [tick('a')]);
    expect(removeAgentFromChecklist([ticked], 'a')).toEqual({ reassigned: [], deleted: [] });
    expect(taskProgress(ticked, ['b']).done).toBe(true);
    const lastOfTwo = task('last', ['b'], [tick('a'), tick('b', false)]);
    expect(removeAgentFromChecklist([lastOfTwo], 'b').reassigned).toEqual([
      { id: 'last', assignedAgents: ['a'] },
    ]);
  });
});
