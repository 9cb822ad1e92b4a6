import * as MSG from '@secops/domain/messages';
import { CircleCheck, TriangleAlert, UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { formatMessage } from '../../../lib/format-message.ts';
import type { BoardMission } from '../utils/board-layout.ts';

const openLabel = (n: number) =>
  n === 0
    ? MSG.boardOpenShiftsNone
    : n === 1
      ? MSG.boardOpenShiftsOne
      : formatMessage(MSG.boardOpenShifts, { n });

/**
 * Above the board: the open shifts left this week, and each confirmed or active mission with no shift in it
 * ('Aucun agent planifié'), linked to its page to plan it.
 */
export function CoverageSummary({
  openShiftCount,
  missions,
}: {
  openShiftCount: number;
  missions: readonly BoardMission[];
}) {
  const bare = missions.filter((mission) => mission.shiftCount === 0);
  return (
    <section aria-label={MSG.boardCoverage} className="flex flex-wrap items-start gap-x-6 gap-y-2 text-sm">
      <p className="flex items-center gap-1.5 font-medium text-slate-700">
        {openShiftCount === 0 ? (
          <CircleCheck aria-hidden="true" className="size-4 text-green-700" />
        ) : (
          <TriangleAlert aria-hidden="true" className="size-4 text-amber-700" />
        )}
        {openLabel(openShiftCount)}
      </p>
      {bare.length > 0 && (
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <p className="flex items-center gap-1.5 font-medium text-red-800">
            <UserRoundX aria-hidden="true" className="size-4" />
            {bare.length === 1
              ? MSG.boardUncoveredOne
              : formatMessage(MSG.boardUncovered, { n: bare.length })}
          </p>
          <ul className="flex flex-wrap gap-1.5">
            {bare.map((mission) => (
              <li key={mission.id}>
                <Link
                  to={`/admin/missions/${mission.id}`}
                  className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs text-red-800 ring-1 ring-red-600/20 ring-inset hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-blue-600"
                >
                  {mission.title}
                  <span className="sr-only">{`, ${MSG.boardNoShiftMission}`}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
