import * as MSG from '@secops/domain/messages';
import { ArrowRight, MapPinned, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { StartRoundButton } from '../components/start-round-button.tsx';
import { TagScan } from '../components/tag-scan.tsx';
import { useMyRounds } from '../hooks/use-my-rounds.ts';
import { useSentRounds } from '../hooks/use-sent-rounds.ts';
import { useTagCheckpoint } from '../hooks/use-tag-checkpoint.ts';
import { nextRound } from '../utils/due-rounds.ts';
import { missionPath, roundPath } from '../utils/round-path.ts';

const CLOCK_MS = 15_000;

const NOT_FOUND = {
  invalid: MSG.roundsFieldTagInvalid,
  unknown: MSG.roundsFieldTagUnknown,
  offline: MSG.roundsFieldTagOffline,
} as const;

/**
 * /t/{code}: a checkpoint's tag opened by the phone's own camera app: its name and mission; with the guard's round in
 * progress that holds it, recorded at once (method URL) with a link back to the round; with such a round due but not
 * started, "Commencer la ronde", then recorded.
 */
export function TagPageRoute() {
  const { code = '' } = useParams();
  const tag = useTagCheckpoint(code);
  const mine = useMyRounds();
  useSentRounds();
  const now = useNow(CLOCK_MS).getTime();
  const header = <PageHeader title={MSG.roundsFieldTagTitle} />;
  if (tag.state === 'looking') return <LoadingState label={MSG.roundsFieldTagLooking} />;
  if (tag.state !== 'found') {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={SearchX}
            title={NOT_FOUND[tag.state]}
            action={
              <Link to="/agent" className={buttonClasses({ size: 'lg' })}>
                {MSG.fieldBackToMissions}
              </Link>
            }
          />
        </Card>
      </>
    );
  }

  const { checkpoint, missionId, missionTitle } = tag;
  const dues = tag.tours.flatMap((tour) => nextRound(tour, mine, now) ?? []);
  const running = dues.find((due) => due.state === 'in-progress' && due.local !== null);
  const startable = dues.find((due) => due.state === 'open' || (due.state === 'in-progress' && !due.local));

  return (
    <>
      {header}
      <Card>
        <div className="flex items-start gap-3">
          <MapPinned aria-hidden="true" className="mt-1 size-6 shrink-0 text-blue-700" />
          <div className="min-w-0">
            <h2 className="text-xl font-semibold break-words text-slate-900">{checkpoint.name}</h2>
            {missionTitle && (
              <p className="text-base text-slate-700">
                {formatMessage(MSG.roundsFieldTagMission, { mission: missionTitle })}
              </p>
            )}
          </div>
        </div>
        {checkpoint.instructions && (
          <p className="mt-3 text-base break-words whitespace-pre-wrap text-slate-800">
            {checkpoint.instructions}
          </p>
        )}
        <div className="mt-5 space-y-4">
          {running?.state === 'in-progress' && running.local ? (
            <>
              <TagScan
                key={running.local.startRequestId}
                round={running.local}
                checkpoint={checkpoint}
                code={code}
              />
              <Link
                to={roundPath(missionId, running.tour.id)}
                className={buttonClasses({ size: 'lg', fullWidth: true })}
              >
                {MSG.roundsFieldTagBackToRound}
                <ArrowRight aria-hidden="true" />
              </Link>
            </>
          ) : startable ? (
            <>
              <p className="text-base text-slate-800">
                {formatMessage(MSG.roundsFieldTagStartHint, {
                  tour: startable.tour.name,
                  time: formatTime(startable.slot.windowEndsAt),
                })}
              </p>
              <StartRoundButton
                tour={startable.tour}
                slot={startable.slot}
                label={startable.state === 'in-progress' ? MSG.roundsFieldResume : MSG.roundsFieldStart}
              />
            </>
          ) : (
            <p className="text-base text-slate-700">{MSG.roundsFieldTagNoRound}</p>
          )}
          <Link
            to={missionPath(missionId)}
            className={buttonClasses({ size: 'lg', variant: 'secondary', fullWidth: true })}
          >
            {MSG.roundsFieldTagToMission}
          </Link>
        </div>
      </Card>
    </>
  );
}
