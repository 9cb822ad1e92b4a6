import * as MSG from '@secops/domain/messages';
import type { MissionListItem } from '@secops/domain/missions.schemas';
import { ClipboardList, TriangleAlert } from 'lucide-react';
import type { ComponentType } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSessionUser } from '../../auth/index.ts';
import { OfflineCopyNotice, useKeptCopiesFirst } from '../../offline/index.ts';
import { myMissionsQueryOptions, useMyMissions } from '../api/get-my-missions.ts';
import { myShiftsQueryOptions, useMyShifts } from '../api/get-my-shifts.ts';
import { MyMissionCard } from '../components/my-mission-card.tsx';
import { useOfflinePrefetch } from '../hooks/use-offline-prefetch.ts';
import { missionShiftPreview } from '../utils/shift-preview.ts';

/**
 * /agent 'Mes Missions': the missions the agent is assigned to, each with their next shifts on it, under the rounds to
 * do now (lent by the route table: `dueRounds`, loaded after the page).
 */
export function MyMissionsRoute({
  dueRounds: DueRounds,
}: {
  dueRounds?: ComponentType<{ missions: readonly MissionListItem[] }>;
}) {
  const user = useSessionUser();
  const agentId = user?.agent?.id ?? null;
  const queryKeys = [myMissionsQueryOptions().queryKey, myShiftsQueryOptions(agentId ?? '').queryKey];
  // On a slow network the cards kept from the last visit show at once, marked, until the server's answer comes.
  useKeptCopiesFirst(agentId ? queryKeys : queryKeys.slice(0, 1));
  const missions = useMyMissions();
  // The cards come with their shifts, not before them: cards growing once the shifts came pushed the page down
  // under the reader's eyes. A failure there leaves the missions readable.
  const shifts = useMyShifts(agentId);
  const shiftsPending = agentId !== null && shifts.isPending;
  useOfflinePrefetch(missions.data, agentId);
  // Shifts over since the last reading (every 60 s) drop out at the next one.
  const now = new Date(shifts.dataUpdatedAt);

  return (
    <>
      <PageHeader title={MSG.agentTabMissions} />
      <OfflineCopyNotice queryKeys={queryKeys} />
      {missions.isPending || shiftsPending ? (
        <LoadingState />
      ) : missions.isError ? (
        <Card>
          <EmptyState
            icon={TriangleAlert}
            title={MSG.missionsLoadError}
            description={errorMessage(missions.error, MSG.networkError)}
            action={
              <Button size="lg" onClick={() => void missions.refetch()}>
                {MSG.uiRetry}
              </Button>
            }
          />
        </Card>
      ) : missions.data.length === 0 ? (
        <Card>
          <EmptyState icon={ClipboardList} title={MSG.fieldNoMission} description={MSG.fieldNoMissionHint} />
        </Card>
      ) : (
        <>
          {DueRounds && <DueRounds missions={missions.data} />}
          <ul className="grid gap-4 md:grid-cols-2">
            {missions.data.map((mission) => (
              <li key={mission.id}>
                <MyMissionCard
                  mission={mission}
                  shifts={missionShiftPreview(shifts.data ?? [], mission.id, now)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
