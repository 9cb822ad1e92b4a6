import * as MSG from '@secops/domain/messages';
import type { Tour, TourSlot } from '@secops/domain/rounds';
import { Play } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useStartRound } from '../hooks/use-round-actions.ts';

type StartRoundButtonProps = {
  tour: Tour;
  /** The slot to start; none: the button stays off (no window open now). */
  slot: TourSlot | null;
  label?: string;
  onStarted?: () => void;
};

/** "Commencer la ronde": started at once, or kept on the phone without network (the round goes on from there). */
export function StartRoundButton({
  tour,
  slot,
  label = MSG.roundsFieldStart,
  onStarted,
}: StartRoundButtonProps) {
  const start = useStartRound({
    onSuccess: (round) => {
      if (round) toast.success(MSG.roundsFieldStarted);
      else toast.info(MSG.roundsFieldStartQueued);
      onStarted?.();
    },
    onError: (error) => toast.error(errorMessage(error, MSG.roundsFieldStartError)),
  });
  return (
    <Button
      size="lg"
      fullWidth
      icon={<Play aria-hidden="true" />}
      disabled={slot === null}
      isLoading={start.isPending}
      onClick={() => slot && start.mutate({ tour, slot })}
    >
      {label}
    </Button>
  );
}
