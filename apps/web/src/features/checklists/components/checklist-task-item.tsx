import { taskProgress } from '@secops/domain/checklist-progress';
import { CHECKLIST_CATEGORY_LABELS } from '@secops/domain/checklists';
import * as MSG from '@secops/domain/messages';
import type { ChecklistItem } from '@secops/domain/missions.schemas';
import { Check, CircleCheck, Circle, Trash2 } from 'lucide-react';
import { DeclaredTimeNote } from '../../../components/declared-time-note.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMessage } from '../../../lib/format-message.ts';

type ChecklistTaskItemProps = {
  task: ChecklistItem;
  teamIds: readonly string[];
  nameOf: (agentId: string) => string;
  /** Absent on an archived mission: nothing can be removed. */
  onRemove?: () => void;
};

/** A tick made offline and received later: its arrival is shown beside the time it was signed at. */
const RECEIVED_LATER_MS = 60_000;
const receivedLater = (tick: ChecklistItem['ticks'][number]) =>
  tick.signedAt !== null &&
  tick.receivedAt !== null &&
  Date.parse(tick.receivedAt) - Date.parse(tick.signedAt) > RECEIVED_LATER_MS;

/** One task: done or not, its category and flag, who it is for, and who ticked it when. */
export function ChecklistTaskItem({ task, teamIds, nameOf, onRemove }: ChecklistTaskItemProps) {
  const { done } = taskProgress(task, teamIds);
  const forWhom =
    task.assignedAgents.length === 0 ? MSG.checklistWholeTeam : task.assignedAgents.map(nameOf).join(', ');
  const ticks = task.ticks
    .filter((tick) => tick.checked)
    .sort((a, b) => (a.signedAt ?? '').localeCompare(b.signedAt ?? ''));
  const StatusIcon = done ? CircleCheck : Circle;

  return (
    <li className="flex items-start gap-3 py-3">
      <StatusIcon
        aria-hidden="true"
        className={done ? 'mt-0.5 size-5 shrink-0 text-green-600' : 'mt-0.5 size-5 shrink-0 text-slate-300'}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
          <p className="min-w-0 flex-1 basis-48 text-sm font-medium text-slate-900">
            {task.label}
            <span className="sr-only"> — {done ? MSG.checklistTaskDone : MSG.checklistTaskPending}</span>
          </p>
          <span className="flex flex-wrap gap-1.5">
            <Badge tone="blue">{CHECKLIST_CATEGORY_LABELS[task.category]}</Badge>
            <Badge tone={task.required ? 'red' : 'neutral'}>
              {task.required ? MSG.checklistRequired : MSG.checklistOptional}
            </Badge>
          </span>
        </div>
        <p className="flex flex-wrap gap-x-1.5 text-xs text-slate-600">
          <span>{formatMessage(MSG.checklistForWhom, { names: forWhom })}</span>
          {ticks.length === 0 && <span className="text-slate-500">· {MSG.checklistNotTicked}</span>}
        </p>
        {ticks.length > 0 && (
          <ul className="space-y-0.5">
            {ticks.map((tick) => (
              <li key={tick.agentId} className="text-xs text-green-800">
                <span className="flex items-start gap-1">
                  <Check aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                  {formatMessage(MSG.checklistTickedBy, {
                    name: nameOf(tick.agentId),
                    date: tick.signedAt ? formatDateTime(tick.signedAt) : '—',
                  })}
                  {receivedLater(tick) &&
                    formatMessage(MSG.checklistTickReceivedAt, { date: formatDateTime(tick.receivedAt!) })}
                </span>
                {tick.receivedAt && (
                  <DeclaredTimeNote
                    declaredAt={tick.declaredAt}
                    receivedAt={tick.receivedAt}
                    className="ml-4.5"
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {onRemove && (
        <Button
          size="sm"
          variant="dangerGhost"
          icon={<Trash2 aria-hidden="true" />}
          aria-label={formatMessage(MSG.checklistTaskRemove, { label: task.label })}
          title={formatMessage(MSG.checklistTaskRemove, { label: task.label })}
          onClick={onRemove}
          className="-my-1 px-2"
        />
      )}
    </li>
  );
}
