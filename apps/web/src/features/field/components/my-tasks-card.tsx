import * as MSG from '@secops/domain/messages';
import type { ChecklistItem } from '@secops/domain/missions.schemas';
import { ListChecks } from 'lucide-react';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { usePendingActions } from '../../offline/index.ts';
import { useSyncedTicks, useTickTask } from '../api/tick-task.ts';
import { myTasks, taskProgress } from '../utils/my-tasks.ts';
import { queuedTickStates, withQueuedTicks } from '../utils/queued-ticks.ts';
import { TaskRow } from './task-row.tsx';

type MyTasksCardProps = {
  missionId: string;
  agentId: string;
  checklist: readonly ChecklistItem[];
  /** An archived mission's tasks can no longer be ticked. */
  readOnly: boolean;
};

/**
 * 'Mes Tâches': the tasks assigned to nobody or to this agent, with their progress; a tap ticks or unticks one.
 * Without network the tick is kept on the phone and its row says it waits to be sent.
 */
export function MyTasksCard({ missionId, agentId, checklist, readOnly }: MyTasksCardProps) {
  const queued = queuedTickStates(usePendingActions(), missionId, agentId);
  const tasks = myTasks(withQueuedTicks(checklist, queued, agentId), agentId);
  const progress = taskProgress(tasks, agentId);
  useSyncedTicks(missionId);
  const tick = useTickTask(missionId, {
    onSuccess: (item, body) => {
      if (item) toast.success(body.checked ? MSG.fieldTaskTicked : MSG.fieldTaskUnticked);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.fieldTaskTickError)),
  });
  const progressLabel = formatMessage(MSG.fieldTasksProgress, { done: progress.done, total: progress.total });

  return (
    <Card title={MSG.fieldMyTasks}>
      {tasks.length === 0 ? (
        <EmptyState icon={ListChecks} title={MSG.fieldNoTask} className="py-4" />
      ) : (
        <>
          <div className="mb-4">
            <div className="flex items-baseline justify-between gap-3 text-sm font-medium text-slate-700">
              <span>{progressLabel}</span>
              <span className="text-base font-semibold text-slate-900">{progress.percent} %</span>
            </div>
            <div
              role="progressbar"
              aria-label={MSG.fieldMyTasks}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              aria-valuetext={progressLabel}
              className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-green-600 transition-[width]"
                style={{ width: `${progress.percent}%` }}
              />
            </div>
          </div>
          <ul className="space-y-2">
            {tasks.map((task) => (
              <li key={task.id}>
                <TaskRow
                  task={task}
                  agentId={agentId}
                  disabled={readOnly}
                  queued={queued.has(task.id)}
                  pending={tick.isPending && tick.variables.checklistId === task.id}
                  onToggle={(checked) => tick.mutate({ checklistId: task.id, agentId, missionId, checked })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
