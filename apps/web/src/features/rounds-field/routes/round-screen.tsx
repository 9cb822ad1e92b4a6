import * as MSG from '@secops/domain/messages';
import { ArrowLeft, SearchX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { OfflineCopyNotice } from '../../offline/index.ts';
import { TOURS_REFRESH_MS, toursQueryOptions, useMissionTours } from '../api/get-tours.ts';
import { ActiveRound } from '../components/active-round.tsx';
import { EndedRound } from '../components/ended-round.tsx';
import { RoundCheckpointItem } from '../components/round-checkpoint-item.tsx';
import { StartRoundButton } from '../components/start-round-button.tsx';
import { TourDueSummary } from '../components/tour-due-summary.tsx';
import { useMyRounds } from '../hooks/use-my-rounds.ts';
import { useFinishRound } from '../hooks/use-round-actions.ts';
import { useSentRounds } from '../hooks/use-sent-rounds.ts';
import { checkpointProgress } from '../utils/checkpoint-progress.ts';
import { nextRound } from '../utils/due-rounds.ts';
import { missionPath } from '../utils/round-path.ts';

const CLOCK_MS = 15_000;

/**
 * /agent/missions/{id}/rondes/{tourId}: the guard's round of a tour. Its round in progress (kept on the phone, so it
 * goes on without network), else "Commencer la ronde" while a window is open, else when the next one opens; once
 * ended, its result.
 */
export function RoundScreenRoute() {
  const { id: missionId = '', tourId = '' } = useParams();
  const tours = useMissionTours(missionId, TOURS_REFRESH_MS);
  const mine = useMyRounds();
  useSentRounds();
  const now = useNow(CLOCK_MS).getTime();
  /** The round ended on this screen: its result stays shown (the next one may already be open). */
  const [endedId, setEndedId] = useState<string | null>(null);
  const finish = useFinishRound({
    onSuccess: (round) => {
      if (!round) toast.info(MSG.roundsFieldFinishQueued);
    },
    onError: (error) => {
      setEndedId(null);
      toast.error(errorMessage(error, MSG.roundsFieldFinishError));
    },
  });

  const back = (
    <Link
      to={missionPath(missionId)}
      className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-base font-medium text-slate-700 hover:text-slate-900"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      {MSG.roundsFieldBackToMission}
    </Link>
  );
  if (tours.isPending) return <LoadingState />;
  const tour = tours.data?.find((candidate) => candidate.id === tourId);
  if (!tour) {
    return (
      <>
        {back}
        <Card>
          <EmptyState
            icon={tours.isError ? TriangleAlert : SearchX}
            title={tours.isError ? MSG.roundsFieldLoadError : MSG.roundsFieldTourNotFound}
            description={tours.isError ? errorMessage(tours.error, MSG.networkError) : undefined}
            action={
              tours.isError && (
                <Button size="lg" onClick={() => void tours.refetch()}>
                  {MSG.uiRetry}
                </Button>
              )
            }
          />
        </Card>
      </>
    );
  }

  const ended = endedId ? mine.find((round) => round.startRequestId === endedId) : undefined;
  const due = nextRound(tour, mine, now);
  const slot = ended ?? due?.slot;
  const active = ended ? null : due?.state === 'in-progress' ? due.local : null;

  return (
    <>
      {back}
      <PageHeader
        title={tour.name}
        description={
          slot &&
          `${formatMessage(MSG.roundsFieldRoundOf, { time: formatTime(slot.scheduledAt) })} · ${formatMessage(
            MSG.roundsFieldOpenUntil,
            { time: formatTime(slot.windowEndsAt) },
          )}`
        }
      />
      <OfflineCopyNotice queryKeys={[toursQueryOptions(missionId).queryKey]} />
      {ended ? (
        <EndedRound round={ended} tour={tour} finishing={finish.isPending} />
      ) : active ? (
        <ActiveRound
          round={active}
          tour={tour}
          missionTours={tours.data ?? []}
          finishing={finish.isPending}
          onFinish={() => {
            setEndedId(active.startRequestId);
            finish.mutate(active);
          }}
        />
      ) : (
        <div className="space-y-5">
          <TourDueSummary due={due} />
          <StartRoundButton
            tour={tour}
            slot={due?.state === 'open' || due?.state === 'in-progress' ? due.slot : null}
            label={due?.state === 'in-progress' ? MSG.roundsFieldResume : MSG.roundsFieldStart}
          />
          <ol className="space-y-3">
            {checkpointProgress(tour, null).map((item) => (
              <RoundCheckpointItem key={item.checkpoint.id} item={item} next={false} />
            ))}
          </ol>
        </div>
      )}
    </>
  );
}
