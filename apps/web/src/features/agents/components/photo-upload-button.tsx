import { AGENT_PHOTO_ACCEPT, AGENT_PHOTO_MAX_BYTES, AGENT_PHOTO_TYPES } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { Camera } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUploadAgentPhoto } from '../api/upload-agent-photo.ts';

/** The photo is refused before sending when its type or size is wrong; the server checks again by content. */
function photoProblem(file: File): string | null {
  if (!(AGENT_PHOTO_TYPES as readonly string[]).includes(file.type)) return MSG.photoTypeRefused;
  if (file.size > AGENT_PHOTO_MAX_BYTES) return MSG.photoTooLarge;
  return null;
}

/** "Changer la photo": JPEG, PNG or WebP of 5 MB at most. */
export function PhotoUploadButton({ agentId }: { agentId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAgentPhoto(agentId, {
    onSuccess: () => toast.success(MSG.agentPhotoUpdated),
    onError: (error) => toast.error(errorMessage(error, MSG.documentUploadError)),
  });

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) toast.error(problem);
    else upload.mutate(file);
  }

  return (
    <>
      <input ref={input} type="file" accept={AGENT_PHOTO_ACCEPT} onChange={onPick} className="hidden" />
      <Button
        size="sm"
        variant="secondary"
        title={MSG.agentPhotoHint}
        isLoading={upload.isPending}
        onClick={() => input.current?.click()}
        icon={<Camera aria-hidden="true" />}
      >
        {MSG.agentPhotoChange}
      </Button>
    </>
  );
}
