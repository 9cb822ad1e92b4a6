import { describe, expect, it } from 'vitest';
import { addProblem, draftReducer, isDirty, toDraft, toTasks } from './template-draft.ts';

const saved = [
  { label: 'Contrôle des feux', required: true, category: 'vehicle' as const },
  { label: 'Nettoyage', required: false, category: 'vehicle' as const },
  { label: 'Briefing', required: false, category: 'other' as const },
];

describe('check-list template draft', () => {
  it('adds a typed task last, trimmed, required and in the general category', () => {
    const draft = draftReducer(toDraft(saved), { type: 'add', label: '  Vérifier les extincteurs ' });
    expect(toTasks(draft).at(-1)).toEqual({
      label: 'Vérifier les extincteurs',
      required: true,
      category: 'general',
    });
  });

  it('refuses an empty task and one already in the general category', () => {
    const draft = draftReducer(toDraft(saved), { type: 'add', label: 'Ronde' });
    expect(addProblem(draft, '   ')).toBe('Le libellé de la tâche est requis');
    expect(addProblem(draft, 'ronde')).toBe('Cette tâche figure déjà dans le modèle');
    expect(addProblem(draft, 'Briefing')).toBeNull();
  });

  it('toggles required, changes the category and removes a task', () => {
    let draft = toDraft(saved);
    const [first, second] = draft;
    draft = draftReducer(draft, { type: 'toggleRequired', key: first!.key });
    draft = draftReducer(draft, { type: 'setCategory', key: first!.key, category: 'perimeter' });
    draft = draftReducer(draft, { type: 'remove', key: second!.key });
    expect(toTasks(draft)).toEqual([
      { label: 'Contrôle des feux', required: false, category: 'perimeter' },
      { label: 'Briefing', required: false, category: 'other' },
    ]);
  });

  it('moves a task up or down, and not past either end', () => {
    const draft = toDraft(saved);
    const last = draft[2]!;
    const up = draftReducer(draft, { type: 'move', key: last.key, by: -1 });
    expect(toTasks(up).map((task) => task.label)).toEqual(['Contrôle des feux', 'Briefing', 'Nettoyage']);
    expect(draftReducer(draft, { type: 'move', key: last.key, by: 1 })).toBe(draft);
    expect(draftReducer(draft, { type: 'move', key: draft[0]!.key, by: -1 })).toBe(draft);
  });

  it('knows when the draft differs from what is saved, order included', () => {
    const draft = toDraft(saved);
    expect(isDirty(draft, saved)).toBe(false);
    expect(isDirty(draftReducer(draft, { type: 'move', key: draft[1]!.key, by: 1 }), saved)).toBe(true);
  });
});
