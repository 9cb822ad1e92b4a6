import * as MSG from '@secops/domain/messages';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import type { CheckpointProgress } from '../utils/checkpoint-progress.ts';

type FinishRoundButtonProps = {
  progress: readonly CheckpointProgress[];
  isPending: boolean;
  onFinish: () => void;
};

/** "Terminer la ronde": at once when every checkpoint is done, after a question naming those left otherwise. */
export function FinishRoundButton({ progress, isPending, onFinish }: FinishRoundButtonProps) {
  const [asking, setAsking] = useState(false);
  const missing = progress.filter((item) => item.scan === null).map((item) => item.checkpoint.name);
  return (
    <>
      <Button
        size="lg"
        fullWidth
        variant={missing.length === 0 ? 'primary' : 'secondary'}
        icon={<Flag aria-hidden="true" />}
        isLoading={isPending}
        onClick={() => (missing.length === 0 ? onFinish() : setAsking(true))}
      >
        {MSG.roundsFieldFinish}
      </Button>
      <ConfirmDialog
        open={asking}
        title={MSG.roundsFieldFinishTitle}
        message={formatMessage(MSG.roundsFieldFinishMissing, {
          n: missing.length,
          names: missing.join(', '),
        })}
        confirmLabel={MSG.roundsFieldFinishAnyway}
        cancelLabel={MSG.roundsFieldKeepGoing}
        onConfirm={() => {
          setAsking(false);
          onFinish();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
