import { checklistCompletion } from '@secops/domain/checklist-progress';
import * as MSG from '@secops/domain/messages';
import type { ChecklistItem } from '@secops/domain/missions.schemas';
import { ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { useRemoveMissionTask } from '../api/remove-mission-task.ts';
import { AddTaskModal } from './add-task-modal.tsx';
import { ChecklistProgressBar } from './checklist-progress-bar.tsx';
import { ChecklistTaskItem } from './checklist-task-item.tsx';
import { memberName, type TeamMember } from './team-picker.tsx';

export type MissionChecklistPanelProps = {
  missionId: string;
  /** An archived mission shows its check-list but neither adds nor removes tasks. */
  archived: boolean;
  /** The mission's tasks with every tick, in order (undefined while the mission loads). */
  tasks: readonly ChecklistItem[] | undefined;
  /** The agents on the mission: who "the whole team" is, and the names shown. */
  team: readonly TeamMember[];
  /** Called after a task is added or removed, so the mission page reads its check-list again. */
  onChanged: () => void;
};

/** The mission's check-list for staff: progress, each task with who it is for and who ticked it, add and remove. */
export function MissionChecklistPanel({
  missionId,
  archived,
  tasks,
  team,
  onChanged,
}: MissionChecklistPanelProps) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ChecklistItem | null>(null);
  const remove = useRemoveMissionTask({
    onSuccess: () => {
      toast.success(MSG.checklistTaskRemoved);
      onChanged();
    },
    onError: (error) => toast.error(errorMessage(error, MSG.checklistTaskRemoveError)),
    onSettled: () => setRemoving(null),
  });
  const teamIds = team.map((member) => member.id);
  const names = new Map(team.map((member) => [member.id, memberName(member)]));
  const nameOf = (agentId: string) => names.get(agentId) ?? MSG.checklistFormerAgent;

  return (
    <Card
      title={MSG.missionPanelChecklist}
      actions={
        !archived && (
          <Button
            size="sm"
            variant="secondary"
            icon={<Plus aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            {MSG.checklistAddTask}
          </Button>
        )
      }
    >
      {!tasks ? (
        <LoadingState />
      ) : tasks.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title={MSG.checklistPanelEmpty}
          description={!archived && MSG.checklistPanelEmptyHint}
          className="py-6"
        />
      ) : (
        <div className="space-y-4">
          <ChecklistProgressBar {...checklistCompletion(tasks, teamIds)} />
          <ul aria-label={MSG.checklistPanelTasks} className="-my-1 divide-y divide-slate-100">
            {tasks.map((task) => (
              <ChecklistTaskItem
                key={task.id}
                task={task}
                teamIds={teamIds}
                nameOf={nameOf}
                onRemove={archived ? undefined : () => setRemoving(task)}
              />
            ))}
          </ul>
        </div>
      )}

      {adding && (
        <AddTaskModal
          missionId={missionId}
          team={team}
          onAdded={onChanged}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={MSG.checklistTaskRemoveTitle}
        message={formatMessage(MSG.checklistTaskRemoveConfirm, { label: removing?.label ?? '' })}
        confirmLabel={MSG.checklistTaskRemoveAction}
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
