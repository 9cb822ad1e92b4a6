import * as MSG from '@secops/domain/messages';
import type { MissionListItem } from '@secops/domain/missions.schemas';
import { ChevronRight, Route } from 'lucide-react';
import { Link } from 'react-router';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { TOURS_REFRESH_MS, useToursOfMissions } from '../api/get-tours.ts';
import { useMyRounds } from '../hooks/use-my-rounds.ts';
import { useSentRounds } from '../hooks/use-sent-rounds.ts';
import { useTagReturn } from '../hooks/use-tag-return.ts';
import { roundsDueNow } from '../utils/due-rounds.ts';
import { roundPath } from '../utils/round-path.ts';

const CLOCK_MS = 15_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The missions whose rounds may be due today: under way or starting within a day, not over. */
const currentMissions = (missions: readonly MissionListItem[], now: number) =>
  missions.filter(
    (mission) =>
      mission.status !== 'COMPLETED' &&
      mission.status !== 'ARCHIVED' &&
      Date.parse(mission.startAt) <= now + DAY_MS &&
      Date.parse(mission.endAt) >= now,
  );

/**
 * Mes Missions' cards of the rounds to do now, above the missions: 'Ronde à faire : {tour} avant {heure}', each a
 * link to the round. Reading the tours here keeps them on the phone for a round without network. It also takes the
 * guard back to a tag's page opened before signing in.
 */
export function DueRoundCards({ missions }: { missions: readonly MissionListItem[] }) {
  useTagReturn();
  const now = useNow(CLOCK_MS).getTime();
  const current = currentMissions(missions, now);
  const tours = useToursOfMissions(
    current.map((mission) => mission.id),
    TOURS_REFRESH_MS,
  );
  const mine = useMyRounds();
  useSentRounds();
  const due = roundsDueNow(
    tours.flatMap((query) => query.data ?? []),
    mine,
    now,
  );
  if (due.length === 0) return null;
  return (
    <ul className="mb-4 space-y-3" aria-label={MSG.roundsFieldTitle}>
      {due.map(({ tour, slot, state }) => (
        <li key={tour.id}>
          <Link
            to={roundPath(tour.missionId, tour.id)}
            className="flex min-h-16 items-center gap-3 rounded-xl border border-blue-300 bg-blue-50 p-4 text-blue-950 shadow-sm hover:border-blue-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700 active:bg-blue-100"
          >
            <Route aria-hidden="true" className="size-6 shrink-0 text-blue-700" />
            <span className="min-w-0 flex-1">
              <span className="block text-base font-semibold break-words">
                {state === 'in-progress'
                  ? formatMessage(MSG.roundsFieldInProgressCard, { tour: tour.name })
                  : formatMessage(MSG.roundsFieldDueCard, {
                      tour: tour.name,
                      time: formatTime(slot.windowEndsAt),
                    })}
              </span>
              <span className="block text-sm break-words text-blue-900">
                {formatMessage(MSG.roundsFieldDueMission, {
                  mission: missions.find((mission) => mission.id === tour.missionId)?.title ?? '',
                })}
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
