import type { ChecklistTemplate } from '@secops/domain/checklists';
import { ChecklistTemplateSaveSchema } from '@secops/domain/checklist-templates.schemas';
import * as MSG from '@secops/domain/messages';
import { ListChecks, RotateCcw, Save } from 'lucide-react';
import { useReducer, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { useResetTemplate, useSaveTemplate } from '../api/save-template.ts';
import { draftReducer, isDirty, toDraft, toTasks } from '../utils/template-draft.ts';
import { AddTaskForm } from './add-task-form.tsx';
import { TaskRow } from './task-row.tsx';

type TemplateEditorProps = { template: ChecklistTemplate; specialtyLabel: string };

/**
 * A specialty's tasks, edited in the page and then saved as a whole (PUT); "Réinitialiser" goes back to the
 * defaults after confirmation. Mounted afresh for each loaded version of the template.
 */
export function TemplateEditor({ template, specialtyLabel }: TemplateEditorProps) {
  const [draft, dispatch] = useReducer(draftReducer, template.items, toDraft);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const dirty = isDirty(draft, template.items);
  const save = useSaveTemplate(template.specialty, {
    onSuccess: () => toast.success(MSG.templateSaved),
    onError: (error) => toast.error(errorMessage(error, MSG.templateSaveError)),
  });
  const leaving = useLeaveGuard(dirty && !save.isPending);
  const reset = useResetTemplate(template.specialty, {
    onSuccess: () => toast.success(MSG.templateResetDone),
    onError: (error) => toast.error(errorMessage(error, MSG.templateResetError)),
    onSettled: () => setConfirmingReset(false),
  });

  function submit() {
    const parsed = ChecklistTemplateSaveSchema.safeParse({ items: toTasks(draft) });
    if (parsed.success) save.mutate(parsed.data);
    else toast.error(parsed.error.issues[0]?.message ?? MSG.templateSaveError);
  }

  return (
    <Card
      title={formatMessage(MSG.templateTasks, { specialty: specialtyLabel })}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          {formatMessage(MSG.templateTaskCount, { n: draft.length })}
          <Badge tone={template.isDefault ? 'neutral' : 'blue'}>
            {template.isDefault ? MSG.templateDefaultBadge : MSG.templateCustomBadge}
          </Badge>
          {dirty && <Badge tone="yellow">{MSG.templateUnsaved}</Badge>}
        </span>
      }
    >
      {draft.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title={MSG.templateEmpty}
          description={MSG.templateEmptyHint}
          className="py-8"
        />
      ) : (
        <ol className="divide-y divide-slate-100">
          {draft.map((task, index) => (
            <TaskRow
              key={task.key}
              task={task}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === draft.length - 1}
              dispatch={dispatch}
            />
          ))}
        </ol>
      )}
      <div className="mt-4 border-t border-slate-200 pt-4">
        <AddTaskForm draft={draft} onAdd={(label) => dispatch({ type: 'add', label })} />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => setConfirmingReset(true)}
          icon={<RotateCcw aria-hidden="true" />}
        >
          {MSG.templateReset}
        </Button>
        <Button
          onClick={submit}
          disabled={!dirty}
          isLoading={save.isPending}
          icon={<Save aria-hidden="true" />}
        >
          {MSG.templateSave}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingReset}
        title={MSG.templateResetTitle}
        message={MSG.templateResetConfirm}
        confirmLabel={MSG.templateReset}
        isPending={reset.isPending}
        onConfirm={() => reset.mutate()}
        onCancel={() => setConfirmingReset(false)}
      />
      <ConfirmDialog
        open={leaving.state === 'blocked'}
        title={MSG.templateLeaveTitle}
        message={MSG.templateLeaveConfirm}
        confirmLabel={MSG.templateLeave}
        onConfirm={() => leaving.proceed?.()}
        onCancel={() => leaving.reset?.()}
      />
    </Card>
  );
}
