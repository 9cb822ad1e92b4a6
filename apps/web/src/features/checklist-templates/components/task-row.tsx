import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_CATEGORY_LABELS,
  type ChecklistCategory,
} from '@secops/domain/checklists';
import * as MSG from '@secops/domain/messages';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import type { DraftAction, DraftTask } from '../utils/template-draft.ts';

type TaskRowProps = {
  task: DraftTask;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  dispatch: (action: DraftAction) => void;
};

/** One task: its label, required switch, category, up and down buttons, and removal. */
export function TaskRow({ task, position, isFirst, isLast, dispatch }: TaskRowProps) {
  const label = task.label;
  const requiredId = `${task.key}-required`;
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const movedBy = useRef<-1 | 1 | null>(null);

  // A moved row is re-inserted in the page, which drops keyboard focus: give it back to the button used, or to
  // the other one once the row reaches an end of the list.
  useLayoutEffect(() => {
    if (movedBy.current === null) return;
    const [used, other] = movedBy.current === -1 ? [upRef, downRef] : [downRef, upRef];
    movedBy.current = null;
    (used.current?.disabled ? other.current : used.current)?.focus();
  }, [position]);

  function move(by: -1 | 1) {
    movedBy.current = by;
    dispatch({ type: 'move', key: task.key, by });
  }
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <span
        aria-hidden="true"
        className="w-6 shrink-0 text-right text-sm font-medium text-slate-400 tabular-nums"
      >
        {position}
      </span>
      <p className="min-w-0 flex-1 basis-48 text-sm text-slate-900">{label}</p>
      <div className="flex flex-wrap items-center gap-2 pl-9 sm:pl-0">
        <label
          htmlFor={requiredId}
          className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700"
        >
          <input
            id={requiredId}
            type="checkbox"
            checked={task.required}
            onChange={() => dispatch({ type: 'toggleRequired', key: task.key })}
            aria-describedby={`${task.key}-label`}
            className="size-4 rounded border-slate-300 text-blue-600"
          />
          {MSG.templateRequired}
          <span id={`${task.key}-label`} className="sr-only">
            {label}
          </span>
        </label>
        <div className="w-36 shrink-0">
          <select
            aria-label={formatMessage(MSG.templateCategory, { label })}
            value={task.category}
            onChange={(event) =>
              dispatch({
                type: 'setCategory',
                key: task.key,
                category: event.target.value as ChecklistCategory,
              })
            }
            className={`${controlClasses(false)} py-1.5`}
          >
            {CHECKLIST_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CHECKLIST_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex">
          <Button
            size="sm"
            variant="ghost"
            ref={upRef}
            disabled={isFirst}
            onClick={() => move(-1)}
            aria-label={formatMessage(MSG.templateMoveUp, { label })}
            icon={<ArrowUp aria-hidden="true" />}
          />
          <Button
            size="sm"
            variant="ghost"
            ref={downRef}
            disabled={isLast}
            onClick={() => move(1)}
            aria-label={formatMessage(MSG.templateMoveDown, { label })}
            icon={<ArrowDown aria-hidden="true" />}
          />
          <Button
            size="sm"
            variant="dangerGhost"
            onClick={() => dispatch({ type: 'remove', key: task.key })}
            aria-label={formatMessage(MSG.templateRemove, { label })}
            icon={<Trash2 aria-hidden="true" />}
          />
        </div>
      </div>
    </li>
  );
}
