import * as MSG from '@secops/domain/messages';
import { TOUR_ORDER_LABELS } from '@secops/domain/rounds';
import { ArrowRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { useNow } from '../../../lib/use-now.ts';
import { TOURS_REFRESH_MS, useMissionTours } from '../api/get-tours.ts';
import { useMyRounds } from '../hooks/use-my-rounds.ts';
import { useSentRounds } from '../hooks/use-sent-rounds.ts';
import { nextRound } from '../utils/due-rounds.ts';
import { roundPath } from '../utils/round-path.ts';
import { StartRoundButton } from './start-round-button.tsx';
import { TourDueSummary } from './tour-due-summary.tsx';

/** How often the panel looks at the clock: a window opens or closes within the minute. */
const CLOCK_MS = 15_000;

/**
 * The guard's "Rondes" on the mission page: for each tour, the round due next and its window, "Commencer la ronde"
 * while a window is open (then the round screen), "Reprendre la ronde" for one in progress. Nothing on a mission
 * without tours.
 */
export function FieldRoundsPanel({ missionId, archived }: { missionId: string; archived: boolean }) {
  const tours = useMissionTours(missionId, TOURS_REFRESH_MS);
  const mine = useMyRounds();
  useSentRounds();
  const now = useNow(CLOCK_MS).getTime();
  const navigate = useNavigate();
  if (archived || !tours.data || tours.data.length === 0) return null;

  return (
    <Card title={MSG.roundsFieldTitle}>
      <ul className="space-y-4">
        {tours.data.map((tour) => {
          const due = nextRound(tour, mine, now);
          return (
            <li key={tour.id} className="rounded-lg border border-slate-200 p-4">
              <h3 className="text-lg font-semibold text-slate-900">{tour.name}</h3>
              <p className="mb-3 text-sm text-slate-600">
                {formatMessage(MSG.roundsFieldCheckpointCount, { n: tour.checkpoints.length })}
                {' · '}
                {TOUR_ORDER_LABELS[tour.order]}
              </p>
              <TourDueSummary due={due} />
              <div className="mt-4">
                {due?.state === 'in-progress' ? (
                  <Link
                    to={roundPath(missionId, tour.id)}
                    className={buttonClasses({ size: 'lg', fullWidth: true })}
                  >
                    {MSG.roundsFieldResume}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                ) : (
                  <StartRoundButton
                    tour={tour}
                    slot={due?.state === 'open' ? due.slot : null}
                    onStarted={() => void navigate(roundPath(missionId, tour.id))}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
