import * as MSG from '@secops/domain/messages';
import { ROUND_STATUS_LABELS, type Tour } from '@secops/domain/rounds';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { useServerRound } from '../hooks/use-server-round.ts';
import type { LocalRound } from '../stores/local-rounds-store.ts';
import { checkpointProgress } from '../utils/checkpoint-progress.ts';
import { missionPath } from '../utils/round-path.ts';
import { RoundCheckpointItem } from './round-checkpoint-item.tsx';

type EndedRoundProps = { round: LocalRound; tour: Tour; finishing: boolean };

/** A round just ended on this screen: its final status (or that the end waits for the network) and its checkpoints. */
export function EndedRound({ round, tour, finishing }: EndedRoundProps) {
  useServerRound(round);
  return (
    <div className="space-y-5">
      {round.status || !finishing ? (
        <p role="status" className="rounded-lg bg-slate-100 px-4 py-3 text-base font-semibold text-slate-900">
          {round.status
            ? formatMessage(MSG.roundsFieldFinished, { status: ROUND_STATUS_LABELS[round.status] })
            : MSG.roundsFieldFinishQueued}
        </p>
      ) : (
        <LoadingState />
      )}
      <ol className="space-y-3">
        {checkpointProgress(tour, round).map((item) => (
          <RoundCheckpointItem key={item.checkpoint.id} item={item} next={false} />
        ))}
      </ol>
      <Link to={missionPath(round.missionId)} className={buttonClasses({ size: 'lg', fullWidth: true })}>
        {MSG.roundsFieldBackToMission}
      </Link>
    </div>
  );
}
