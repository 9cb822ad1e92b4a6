import { IncidentNoteCreateSchema } from '@secops/domain/incidents.schemas';
import * as MSG from '@secops/domain/messages';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAddIncidentNote } from '../api/add-incident-note.ts';

/** "Ajouter une note": a staff note joins the timeline; the text is checked with the server's own rule. */
export function IncidentNoteForm({ incidentId }: { incidentId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddIncidentNote({
    onSuccess: () => {
      setText('');
      toast.success(MSG.incidentNoteAdded);
    },
    onError: (failure) => setError(errorMessage(failure, MSG.unexpectedError)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = IncidentNoteCreateSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MSG.incidentNoteRequired);
      return;
    }
    setError(null);
    add.mutate({ id: incidentId, text: parsed.data.text });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={MSG.incidentAddNote} className="space-y-3">
      <Textarea
        label={MSG.incidentTimelineNote}
        required
        rows={3}
        maxLength={5000}
        value={text}
        error={error ?? undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={add.isPending}>
          {MSG.incidentAddNote}
        </Button>
      </div>
    </form>
  );
}
