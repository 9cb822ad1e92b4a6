import * as MSG from '@secops/domain/messages';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { addProblem, type DraftTask } from '../utils/template-draft.ts';

/** Types a new task; it joins the end of the list, required, in the general category. */
export function AddTaskForm({
  draft,
  onAdd,
}: {
  draft: readonly DraftTask[];
  onAdd: (label: string) => void;
}) {
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = addProblem(draft, label);
    if (problem) return setError(problem);
    onAdd(label);
    setLabel('');
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Input
        label={MSG.templateAddLabel}
        value={label}
        maxLength={300}
        placeholder={MSG.templateAddPlaceholder}
        onChange={(event) => {
          setLabel(event.target.value);
          setError(undefined);
        }}
        error={error}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" className="sm:mt-7" icon={<Plus aria-hidden="true" />}>
        {MSG.templateAdd}
      </Button>
    </form>
  );
}
