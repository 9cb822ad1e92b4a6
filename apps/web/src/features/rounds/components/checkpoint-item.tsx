import * as MSG from '@secops/domain/messages';
import { CHECKPOINT_KIND_LABELS, type Checkpoint } from '@secops/domain/rounds';
import { MapPin, MapPinOff } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { CopyUrlButton, NfcWriteButton } from './checkpoint-tag-actions.tsx';
import { ItemActions } from './item-actions.tsx';

type CheckpointItemProps = {
  checkpoint: Checkpoint;
  nfcSupported: boolean;
  nfcNoteId: string;
  /** Absent on an archived mission. */
  onEdit?: () => void;
  onDelete?: () => void;
};

/** One checkpoint: its name, kind of tag, instructions, whether it is placed, the URL its tag carries and actions. */
export function CheckpointItem({
  checkpoint,
  nfcSupported,
  nfcNoteId,
  onEdit,
  onDelete,
}: CheckpointItemProps) {
  const headingId = useId();
  const { name, url } = checkpoint;
  const placed = checkpoint.lat !== null && checkpoint.lng !== null;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <article aria-labelledby={headingId} className="space-y-2">
        <header className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-sm font-semibold text-slate-900">
            {name}
          </h3>
          <Badge tone={checkpoint.kind === 'NFC' ? 'purple' : 'blue'}>
            {CHECKPOINT_KIND_LABELS[checkpoint.kind]}
          </Badge>
          {placed ? (
            <Badge tone="green">
              <MapPin aria-hidden="true" className="size-3.5" />
              {MSG.staffCheckpointPositioned}
            </Badge>
          ) : (
            <Badge>
              <MapPinOff aria-hidden="true" className="size-3.5" />
              {MSG.staffCheckpointNotPositioned}
            </Badge>
          )}
        </header>
        {checkpoint.instructions && (
          <p className="text-sm break-words whitespace-pre-wrap text-slate-700">{checkpoint.instructions}</p>
        )}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-xs font-medium text-slate-600">{MSG.staffCheckpointUrl} :</span>
          <code className="min-w-0 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-800">
            {url}
          </code>
          <CopyUrlButton name={name} url={url} />
        </div>
        <div className="flex flex-wrap gap-2">
          {checkpoint.kind === 'NFC' && (
            <NfcWriteButton name={name} url={url} supported={nfcSupported} unsupportedNoteId={nfcNoteId} />
          )}
          <ItemActions name={name} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </article>
    </li>
  );
}
