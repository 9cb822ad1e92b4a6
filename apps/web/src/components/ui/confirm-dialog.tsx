import * as MSG from '@secops/domain/messages';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** The question, in the words of the specification when it gives them. */
  message: ReactNode;
  confirmLabel?: string;
  /** The way back, when "Annuler" would be unclear (e.g. "Continuer la saisie" when cancelling means keeping on). */
  cancelLabel?: string;
  /** Destructive actions (delete, archive) get a red confirm button. */
  tone?: 'danger' | 'primary';
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before an action that cannot be undone. Focus starts on Cancel, so Enter pressed by habit does not
 * confirm; Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = MSG.uiConfirm,
  cancelLabel = MSG.uiCancel,
  tone = 'danger',
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={isPending ? () => undefined : onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isPending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{message}</p>
    </Modal>
  );
}
