import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_CATEGORY_LABELS,
  DEFAULT_CHECKLIST_CATEGORY,
} from '@secops/domain/checklists';
import * as MSG from '@secops/domain/messages';
import { ChecklistBulkItemSchema } from '@secops/domain/missions.schemas';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Input } from '../../../components/ui/field.tsx';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useAddMissionTask } from '../api/add-mission-task.ts';
import { TeamPicker, type TeamMember } from './team-picker.tsx';

const FORM_ID = 'mission-task-form';
type TaskValues = z.input<typeof ChecklistBulkItemSchema>;

type AddTaskModalProps = {
  missionId: string;
  team: readonly TeamMember[];
  onAdded: () => void;
  onClose: () => void;
};

/** A new task for the mission: label, category, required, and for whom (nobody ticked = the whole team). */
export function AddTaskModal({ missionId, team, onAdded, onClose }: AddTaskModalProps) {
  const form = useForm<TaskValues, unknown, z.output<typeof ChecklistBulkItemSchema>>({
    resolver: zodResolver(ChecklistBulkItemSchema),
    defaultValues: { label: '', category: DEFAULT_CHECKLIST_CATEGORY, required: true, assignedAgents: [] },
  });
  const add = useAddMissionTask({
    onSuccess: () => {
      toast.success(MSG.checklistTaskAdded);
      onAdded();
      onClose();
    },
    onError: (error) => {
      const placed = showServerErrors(error, form.setError, {
        fields: ['label', 'category', 'assignedAgents'],
      });
      if (!placed) toast.error(errorMessage(error, MSG.checklistTaskAddError));
    },
  });
  const { errors } = form.formState;

  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.checklistAddTask}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.checklistTaskSubmit}
          onCancel={onClose}
          isPending={add.isPending}
        />
      }
    >
      <form
        id={FORM_ID}
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((task) => add.mutate({ missionId, task }))}
      >
        <Input
          label={MSG.checklistTaskLabel}
          required
          maxLength={300}
          autoFocus
          error={errors.label?.message}
          {...form.register('label')}
        />
        <Select
          label={MSG.checklistTaskCategory}
          error={errors.category?.message}
          {...form.register('category')}
        >
          {CHECKLIST_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CHECKLIST_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
        <Controller
          control={form.control}
          name="required"
          render={({ field }) => (
            <Switch
              label={MSG.checklistTaskRequired}
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="assignedAgents"
          render={({ field }) => (
            <TeamPicker
              team={team}
              selected={field.value ?? []}
              onChange={field.onChange}
              error={errors.assignedAgents?.message}
            />
          )}
        />
      </form>
    </Modal>
  );
}
