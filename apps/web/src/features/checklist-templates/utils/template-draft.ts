import { CHECKLIST_TEMPLATE_MAX_ITEMS } from '@secops/domain/checklist-templates.schemas';
import {
  DEFAULT_CHECKLIST_CATEGORY,
  type ChecklistCategory,
  type TemplateTask,
} from '@secops/domain/checklists';
import * as MSG from '@secops/domain/messages';

/** A task being edited; `key` only keeps the row's identity while it moves. */
export type DraftTask = TemplateTask & { key: string };

export type DraftAction =
  | { type: 'add'; label: string }
  | { type: 'toggleRequired'; key: string }
  | { type: 'setCategory'; key: string; category: ChecklistCategory }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 };

let nextKey = 0;
const newKey = () => `task-${(nextKey += 1)}`;

export const toDraft = (tasks: readonly TemplateTask[]): DraftTask[] =>
  tasks.map((task) => ({ ...task, key: newKey() }));

/** The tasks alone, without the editing keys (or anything else a task object carries). */
export const toTasks = (tasks: readonly TemplateTask[]): TemplateTask[] =>
  tasks.map(({ label, required, category }) => ({ label, required, category }));

const sameTask = (a: Pick<TemplateTask, 'label' | 'category'>, b: Pick<TemplateTask, 'label' | 'category'>) =>
  a.category === b.category && a.label.trim().toLowerCase() === b.label.trim().toLowerCase();

/** Why a typed task cannot be added (empty, already there in the general category, too many), or null. */
export function addProblem(draft: readonly DraftTask[], label: string): string | null {
  const text = label.trim();
  if (!text) return MSG.checklistLabelRequired;
  if (draft.some((task) => sameTask(task, { label: text, category: DEFAULT_CHECKLIST_CATEGORY }))) {
    return MSG.checklistTemplateDuplicate;
  }
  if (draft.length >= CHECKLIST_TEMPLATE_MAX_ITEMS) return MSG.checklistTemplateTooMany;
  return null;
}

/** The template page's edits. A task typed by hand is required, in the general category, added last. */
export function draftReducer(draft: DraftTask[], action: DraftAction): DraftTask[] {
  switch (action.type) {
    case 'add':
      return [
        ...draft,
        { key: newKey(), label: action.label.trim(), required: true, category: DEFAULT_CHECKLIST_CATEGORY },
      ];
    case 'toggleRequired':
      return draft.map((task) => (task.key === action.key ? { ...task, required: !task.required } : task));
    case 'setCategory':
      return draft.map((task) => (task.key === action.key ? { ...task, category: action.category } : task));
    case 'remove':
      return draft.filter((task) => task.key !== action.key);
    case 'move': {
      const from = draft.findIndex((task) => task.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= draft.length) return draft;
      const moved = [...draft];
      [moved[from], moved[to]] = [moved[to]!, moved[from]!];
      return moved;
    }
  }
}

/** True when the draft differs from the saved tasks (order included). */
export const isDirty = (draft: readonly DraftTask[], saved: readonly TemplateTask[]): boolean =>
  JSON.stringify(toTasks(draft)) !== JSON.stringify(toTasks(saved));
