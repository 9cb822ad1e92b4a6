import { CHECKLIST_CATEGORY_LABELS } from '@secops/domain/checklists';
import * as MSG from '@secops/domain/messages';
import type { ChecklistItem } from '@secops/domain/missions.schemas';
import { useId } from 'react';
import { DeclaredTimeNote } from '../../../components/declared-time-note.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import { ownTick } from '../utils/my-tasks.ts';

type TaskRowProps = {
  task: ChecklistItem;
  agentId: string;
  pending: boolean;
  /** Ticked without network: kept on the phone until it can be sent. */
  queued: boolean;
  disabled: boolean;
  onToggle: (checked: boolean) => void;
};

/**
 * One task as a single large touch target: the whole row is the checkbox's label, so a tap on the text ticks it
 * too. The checkbox is named by the task; its category, 'Obligatoire' and the time of the tick describe it.
 */
export function TaskRow({ task, agentId, pending, queued, disabled, onToggle }: TaskRowProps) {
  const detailsId = useId();
  const tick = ownTick(task, agentId);
  const checked = tick?.checked === true;
  return (
    <label
      className={cn(
        'flex min-h-14 cursor-pointer items-start gap-3 rounded-lg border px-3 py-3 transition-colors',
        checked ? 'border-green-300 bg-green-50' : 'border-slate-200 bg-white hover:bg-slate-50',
        disabled && 'cursor-default',
      )}
    >
      <input
        type="checkbox"
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-green-700 disabled:cursor-default"
        checked={checked}
        disabled={disabled}
        aria-label={task.label}
        aria-describedby={detailsId}
        // A tap while the previous one is being saved is ignored rather than sent twice.
        onChange={(event) => !pending && onToggle(event.target.checked)}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-base text-slate-900', checked && 'text-slate-700')}>
          {task.label}
        </span>
        <span id={detailsId} className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
          <span>{CHECKLIST_CATEGORY_LABELS[task.category]}</span>
          {task.required && <span className="font-medium text-slate-700">{MSG.checklistRequired}</span>}
          {checked && tick.signedAt && (
            <span className="font-semibold text-green-800">
              {formatMessage(MSG.fieldTaskTickedAt, { time: formatTime(tick.signedAt) })}
            </span>
          )}
          {queued && <span className="font-semibold text-amber-800">{MSG.offlineTaskPending}</span>}
          {checked && tick.receivedAt && (
            <DeclaredTimeNote declaredAt={tick.declaredAt} receivedAt={tick.receivedAt} />
          )}
        </span>
      </span>
      {pending && <Spinner size="sm" className="mt-1 shrink-0 text-blue-600" />}
    </label>
  );
}
