import * as MSG from '@secops/domain/messages';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatMessage } from '../../../lib/format-message.ts';

type ItemActionsProps = { name: string; onEdit?: () => void; onDelete?: () => void };

/** "Modifier" and "Supprimer" of a checkpoint or a tour, each named for screen readers. */
export function ItemActions({ name, onEdit, onDelete }: ItemActionsProps) {
  return (
    <>
      {onEdit && (
        <Button
          size="sm"
          variant="ghost"
          icon={<Pencil aria-hidden="true" />}
          aria-label={formatMessage(MSG.staffEditNamed, { name })}
          onClick={onEdit}
        >
          {MSG.staffEdit}
        </Button>
      )}
      {onDelete && (
        <Button
          size="sm"
          variant="dangerGhost"
          icon={<Trash2 aria-hidden="true" />}
          aria-label={formatMessage(MSG.staffDeleteNamed, { name })}
          onClick={onDelete}
        >
          {MSG.staffDelete}
        </Button>
      )}
    </>
  );
}
